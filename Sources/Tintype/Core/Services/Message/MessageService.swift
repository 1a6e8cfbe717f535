import MastodonAPI

/// Direct messages: the conversations, the latest message first, one per set of people.
public protocol MessageService: Sendable {
    /// The conversations saved by the last run, or nil when there are none.
    func obtainCachedConversations() async -> ConversationsSlice?
    /// The latest conversations, merged over those loaded (matched by their people) and saved.
    func obtainNewestConversations() async throws -> ConversationsSlice
    /// The page below what was loaded, added under it.
    func obtainOlderConversations() async throws -> ConversationsSlice
    /// Marks a conversation read on the server, for every client of the account.
    func markConversationRead(id: String) async throws
}
