/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
@MainActor
final class ScheduledPostsRouter: ScheduledPostsRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openComposeModule() {
        ComposeRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
