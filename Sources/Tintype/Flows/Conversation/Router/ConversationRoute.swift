/// Module is responsible for one direct conversation: its messages and writing to it.
///
/// The way into a conversation, from the Messages tab or a profile: built, configured with the
/// conversation, given the opener as its output when it listens, then shown.
@MainActor
struct ConversationRoute {
    let moduleFactory: any ModuleFactory

    /// Opens the conversation over the module whose transition handler is given.
    func open(
        _ conversation: Conversation, moduleOutput: (any ConversationModuleOutput)? = nil, from transitionHandler: (any TransitionHandler)?
    ) {
        let module = moduleFactory.makeConversationModule()
        module.input.configure(with: conversation)
        if let moduleOutput { module.input.setModuleOutput(moduleOutput) }
        transitionHandler?.openModule(module.view)
    }
}
