/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
final class ConversationRouter: ConversationRouterInput {
    weak var transitionHandler: (any TransitionHandler)?

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
