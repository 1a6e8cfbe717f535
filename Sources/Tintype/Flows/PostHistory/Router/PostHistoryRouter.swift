/// Module is responsible for every version of my post, newest first, as it was edited.
@MainActor
final class PostHistoryRouter: PostHistoryRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
