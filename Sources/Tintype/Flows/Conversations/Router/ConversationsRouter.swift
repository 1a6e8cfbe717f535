/// Module is responsible for the direct conversations, the latest first.
@MainActor
final class ConversationsRouter: ConversationsRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openConversationModule(with conversation: Conversation, moduleOutput: any ConversationModuleOutput) {
        ConversationRoute(moduleFactory: moduleFactory).open(conversation, moduleOutput: moduleOutput, from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
