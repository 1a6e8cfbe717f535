/// Module is responsible for the posts that quote one of mine, each opened as any post is.
@MainActor
final class QuotesRouter: QuotesRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        PostListRoute(moduleFactory: moduleFactory).embed(
            listing: source, moduleOutput: moduleOutput, keysScreen: QuotesKeyMap.screen, hostKeys: QuotesKeyMap.keyMap.keys,
            in: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
