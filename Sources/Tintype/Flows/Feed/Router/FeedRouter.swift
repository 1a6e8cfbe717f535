/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
final class FeedRouter: FeedRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        PostListRoute(moduleFactory: moduleFactory).embed(
            listing: source, moduleOutput: moduleOutput, keysScreen: FeedKeyMap.screen, hostKeys: FeedKeyMap.keyMap.keys,
            in: transitionHandler)
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
