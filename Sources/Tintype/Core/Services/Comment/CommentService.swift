/// The comments under a post, and writing them: through the outbox, with drafts kept meanwhile.
public protocol CommentService: Sendable {
    /// The replies under a post at any depth, in the server's order; each knows what it answers.
    func obtainReplies(toPostId postId: String) async throws -> [Comment]
    /// Comments written here that the server has not confirmed yet, oldest first.
    func obtainQueuedComments() async -> [OutboxItem]
    /// Saves a comment in the outbox, then clears the reply's draft; nothing has been sent when
    /// this returns. When it cannot be saved, the draft is left as it was.
    func queueComment(_ text: String, inReplyToId: String) async throws -> OutboxItem
    /// Sends a queued comment (again, with its key) and answers with it as the server has it.
    func sendComment(_ item: OutboxItem) async throws -> Comment
    /// Each comment the server confirms from now on, however it went out (a resend while the app
    /// runs after the person was told it had not), while the caller listens.
    func observeSentComments() async -> AsyncStream<SentWrite<Comment>>
    /// Takes a comment out of the outbox back into the draft of its reply, merged with what the
    /// draft holds; a comment that may have reached the server is looked for there first.
    func takeBackComment(withId itemId: String) async throws -> WriteTakeBack<Comment>
    func obtainDraft(forReplyToId postId: String) async -> String
    func saveDraft(_ text: String, forReplyToId postId: String) async throws
    /// How many characters a comment may have on this instance.
    func obtainCharacterLimit() async -> Int
}
