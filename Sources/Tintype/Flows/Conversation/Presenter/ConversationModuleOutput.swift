/// What a conversation tells the module that opened it.
@MainActor
public protocol ConversationModuleOutput: AnyObject {
    /// The conversation was shown with its latest messages, and marked read on the server.
    func didReadConversation(withKey key: String)
}
