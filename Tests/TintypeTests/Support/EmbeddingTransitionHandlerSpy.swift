import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
final class EmbeddingTransitionHandlerSpy: EmbeddingTransitionHandler {
    var openedViews: [any ModuleView] = []
    var embeddedViews: [any EmbeddedModuleView] = []
    var closeRequests = 0

    func openModule(_ view: any ModuleView) { openedViews.append(view) }
    func closeCurrentModule() { closeRequests += 1 }
    func embedModule(_ view: any EmbeddedModuleView) { embeddedViews.append(view) }
}
