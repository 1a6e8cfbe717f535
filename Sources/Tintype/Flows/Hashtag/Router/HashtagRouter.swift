/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
@MainActor
final class HashtagRouter: HashtagRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        let module = moduleFactory.makePostListModule(keysScreen: HashtagKeyMap.screen, hostKeys: HashtagKeyMap.keyMap.keys)
        module.input.setModuleOutput(moduleOutput)
        module.input.configure(listing: source)
        transitionHandler?.embedModule(module.view)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
