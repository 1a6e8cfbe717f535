/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
final class ProfileRouter: ProfileRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        PostDetailRoute(moduleFactory: moduleFactory).open(postId: postId, moduleOutput: moduleOutput, from: transitionHandler)
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

    func openComposeModule(moduleOutput: any ComposeModuleOutput) {
        ComposeRoute(moduleFactory: moduleFactory).open(moduleOutput: moduleOutput, from: transitionHandler)
    }
}
