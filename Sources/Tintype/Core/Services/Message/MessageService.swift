/// Direct messages: the conversations, the latest message first, one per set of people; the thread
/// of each; and writing to them through the outbox, with a draft kept per conversation.
///
/// A conversation is named by its key (`Conversation.key(ofParticipantIds:)`): the same for
/// every version of it, whatever id the server gives it now.
public protocol MessageService: Sendable {
    /// The conversations saved by the last run, or nil when there are none.
    func obtainCachedConversations() async -> ConversationsSlice?
    /// The latest conversations, merged over those loaded (matched by their people) and saved.
    func obtainNewestConversations() async throws -> ConversationsSlice
    /// The page below what was loaded, added under it.
    func obtainOlderConversations() async throws -> ConversationsSlice
    /// How many conversations have a message not read yet, on the latest page; one being read on
    /// screen (opened and not left) is not counted, whatever the server says meanwhile.
    func obtainUnreadCount() async throws -> Int
    /// Marks a conversation read on the server, for every client of the account.
    func markConversationRead(id: String) async throws

    /// The messages of the conversation with these people, oldest first, the conversation marked
    /// read on the server; empty for people with no conversation yet.
    func openConversation(_ conversation: Conversation) async throws -> [Message]
    /// The conversation is on screen: its new messages are read as they come.
    func enterConversation(withKey key: String) async
    /// It is no longer on screen: its new messages count as unread again.
    func leaveConversation(withKey key: String) async
    /// A signal each time a conversation gets a message, while the caller listens; it ends at
    /// once where the server has no streaming.
    func observeConversations() async -> AsyncStream<Void>

    /// Messages written here that the server has not confirmed yet, oldest first.
    func obtainQueuedMessages(inConversationWithKey key: String) async -> [OutboxItem]
    /// Saves a message to these people in the outbox, answering the conversation's last message,
    /// then clears the draft; nothing has been sent when this returns.
    func queueMessage(_ text: String, toHandles handles: [String], conversationKey key: String) async throws -> OutboxItem
    /// Sends a queued message (again, with its key) and answers with it as the server has it.
    func sendMessage(_ item: OutboxItem) async throws -> Message
    /// Each message to this conversation the server confirms from now on, however it went out (a
    /// resend while the app runs after the person was told it had not), while the caller listens.
    func observeSentMessages(inConversationWithKey key: String) async -> AsyncStream<SentWrite<Message>>
    /// Takes a message out of the outbox back into its conversation's draft.
    func takeBackMessage(withId itemId: String) async throws -> WriteTakeBack<Message>
    func obtainDraft(forConversationWithKey key: String) async -> String
    func saveDraft(_ text: String, forConversationWithKey key: String) async throws
    /// How many characters a message may have on this instance.
    func obtainCharacterLimit() async -> Int
}
