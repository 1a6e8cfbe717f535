import FoundationEssentials

/// The direct conversations as one call of `MessageService` brought them, the latest message first.
public struct ConversationsSlice: Sendable {
    public var conversations: [Conversation]
    public var hasOlder: Bool
    /// When the server sent them; for the cached slice, when it was saved.
    public var fetchedAt: Date
    /// Set when the conversations came but could not be saved for the next start.
    public var storageProblem: FileCacheError?

    public init(conversations: [Conversation], hasOlder: Bool, fetchedAt: Date, storageProblem: FileCacheError? = nil) {
        self.conversations = conversations
        self.hasOlder = hasOlder
        self.fetchedAt = fetchedAt
        self.storageProblem = storageProblem
    }
}

extension ConversationsSlice {
    /// The conversations as a screen lists them.
    public var list: ConversationList {
        ConversationList(conversations: conversations, hasOlder: hasOlder, fetchedAt: fetchedAt)
    }
}
