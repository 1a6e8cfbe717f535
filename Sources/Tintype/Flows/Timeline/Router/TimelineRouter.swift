/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
final class TimelineRouter: TimelineRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        PostListRoute(moduleFactory: moduleFactory).embed(
            listing: source, moduleOutput: moduleOutput, keysScreen: TimelineKeyMap.screen, hostKeys: TimelineKeyMap.keyMap.keys,
            in: transitionHandler)
    }

    func openMyListsModule() {
        MyListsRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
