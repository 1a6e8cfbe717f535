import MastodonAPI

/// The comments under a post, and writing them: through the outbox, with drafts kept meanwhile.
public protocol CommentService: Sendable {
    /// The replies under a post at any depth, in the server's order; each knows what it answers.
    func obtainReplies(toPostId postId: String) async throws -> [StatusEntity]
    /// Comments written here that the server has not confirmed yet, oldest first.
    func obtainQueuedComments() async -> [OutboxItem]
    /// Saves a comment in the outbox; nothing has been sent when this returns.
    func queueComment(_ text: String, inReplyToId: String) async throws -> OutboxItem
    /// Sends a queued comment (again, with its key) and answers with the new status.
    func sendComment(_ item: OutboxItem) async throws -> StatusEntity
    /// Takes a comment out of the outbox unsent.
    func discardComment(withId itemId: String) async
    func obtainDraft(forReplyToId postId: String) async -> String
    func saveDraft(_ text: String, forReplyToId postId: String) async throws
    /// How many characters a comment may have on this instance.
    func obtainCharacterLimit() async -> Int
}
