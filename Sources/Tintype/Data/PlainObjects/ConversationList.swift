import FoundationEssentials

/// The conversations as one request brought them, the latest message first.
public struct ConversationList: Sendable, Equatable {
    public var conversations: [Conversation]
    public var hasOlder: Bool
    /// When the server sent them (for a cached list: when it was saved).
    public var fetchedAt: Date

    public init(conversations: [Conversation], hasOlder: Bool, fetchedAt: Date) {
        self.conversations = conversations
        self.hasOlder = hasOlder
        self.fetchedAt = fetchedAt
    }
}
