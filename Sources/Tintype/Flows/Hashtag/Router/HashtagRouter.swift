/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
@MainActor
final class HashtagRouter: HashtagRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        PostListRoute(moduleFactory: moduleFactory).embed(
            listing: source, moduleOutput: moduleOutput, keysScreen: HashtagKeyMap.screen, hostKeys: HashtagKeyMap.keyMap.keys,
            in: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
