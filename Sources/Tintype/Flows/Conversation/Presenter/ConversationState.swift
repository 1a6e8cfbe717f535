/// Everything the conversation presenter remembers.
struct ConversationState {
    var conversation = Conversation.new(with: [])
    /// Oldest first: the server's messages, then those still in the outbox.
    var messages: [Message] = []
    var isLoaded = false
    var characterLimit = 500
}
