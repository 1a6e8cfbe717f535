/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsRouterInput: AnyObject {
    /// Opens the chat with these people, over the list; it tells `moduleOutput` when it was read.
    func openConversationModule(with conversation: Conversation, moduleOutput: any ConversationModuleOutput)
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
