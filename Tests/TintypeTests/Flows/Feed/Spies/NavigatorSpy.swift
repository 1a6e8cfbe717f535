@testable import Tintype
@testable import TintypeApp

@MainActor
final class NavigatorSpy: Navigator {
    var pushedViews: [any ModuleView] = []
    var popRequests = 0
    var redrawRequests = 0

    func push(_ view: any ModuleView) { pushedViews.append(view) }
    func pop() { popRequests += 1 }
    func setNeedsRedraw() { redrawRequests += 1 }
}
