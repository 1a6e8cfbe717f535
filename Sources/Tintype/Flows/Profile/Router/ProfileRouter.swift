/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
final class ProfileRouter: ProfileRouterInput {
    weak var transitionHandler: (any EmbeddingTransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        PostListRoute(moduleFactory: moduleFactory).embed(
            listing: source, moduleOutput: moduleOutput, keysScreen: ProfileKeyMap.screen, hostKeys: ProfileKeyMap.keyMap.keys,
            in: transitionHandler)
    }

    func openConversationModule(with conversation: Conversation) {
        ConversationRoute(moduleFactory: moduleFactory).open(conversation, from: transitionHandler)
    }

    func openAccountListModule(source: AccountListSource) {
        AccountListRoute(moduleFactory: moduleFactory).open(source: source, from: transitionHandler)
    }

    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput) {
        SafetyFormRoute(moduleFactory: moduleFactory).open(subject, moduleOutput: moduleOutput, from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }

    func openComposeModule() {
        ComposeRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }

    func openMyListsModule(forAccountId accountId: String?, handle: String) {
        MyListsRoute(moduleFactory: moduleFactory).open(forAccountId: accountId, handle: handle, from: transitionHandler)
    }

    func openScheduledPostsModule() {
        ScheduledPostsRoute(moduleFactory: moduleFactory).open(from: transitionHandler)
    }
}
