@testable import Tintype
@testable import TintypeApp

@MainActor
final class TransitionHandlerSpy: TransitionHandler {
    var openedViews: [any ModuleView] = []
    var closeRequests = 0

    func openModule(_ view: any ModuleView) { openedViews.append(view) }
    func closeCurrentModule() { closeRequests += 1 }
}
