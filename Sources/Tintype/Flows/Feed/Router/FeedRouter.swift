/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
final class FeedRouter: FeedRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    /// Builds the module, configures it through its input, and only then shows it.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        PostDetailRoute(moduleFactory: moduleFactory).open(postId: postId, moduleOutput: moduleOutput, from: transitionHandler)
    }

    func openProfileModule(accountId: String) {
        ProfileRoute(moduleFactory: moduleFactory).open(accountId: accountId, from: transitionHandler)
    }

    func openAccountListModule(source: AccountListSource) {
        AccountListRoute(moduleFactory: moduleFactory).open(source: source, from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }

    func openComposeModule() {
        ComposeRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }

    func openTimelineModule() {
        TimelineRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }
}
