/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
final class TimelineRouter: TimelineRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        let module = moduleFactory.makePostListModule(keysScreen: TimelineKeyMap.screen, hostKeys: TimelineKeyMap.keyMap.keys)
        module.input.setModuleOutput(moduleOutput)
        module.input.configure(listing: source)
        transitionHandler?.embedModule(module.view)
    }

    func openMyListsModule() {
        MyListsRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
