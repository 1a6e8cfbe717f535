import MastodonAPI
import Tintype

/// Comments over the client and the outbox facade, with drafts kept meanwhile.
public struct CommentServiceImplementation: CommentService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let limits: InstanceLimits

    public init(client: MastodonClient, writes: OutboxFacade, limits: InstanceLimits) {
        self.client = client
        self.writes = writes
        self.limits = limits
    }

    public func obtainReplies(toPostId postId: String) async throws -> [Comment] {
        try await client.context(ofStatusId: postId).descendants.map(CommentMapper.comment(from:))
    }

    public func obtainQueuedComments() -> [OutboxItem] {
        writes.queuedItems {
            if case .comment = $0 { return true }
            return false
        }
    }

    public func queueComment(_ text: String, inReplyToId: String) throws -> OutboxItem {
        try writes.queue(.comment(text: text, inReplyToId: inReplyToId))
    }

    public func sendComment(_ item: OutboxItem) async throws -> Comment {
        CommentMapper.comment(from: try await writes.send(item))
    }

    public func observeSentComments() async -> AsyncStream<SentWrite<Comment>> {
        await writes.observeSentWrites(
            where: {
                if case .comment = $0 { return true }
                return false
            }, as: CommentMapper.comment(from:))
    }

    public func takeBackComment(withId itemId: String) async throws -> WriteTakeBack<Comment> {
        try await writes.takeBack(itemId: itemId, as: CommentMapper.comment(from:))
    }

    public func obtainDraft(forReplyToId postId: String) -> String {
        writes.draft(for: .reply(toId: postId))
    }

    public func saveDraft(_ text: String, forReplyToId postId: String) throws {
        try writes.saveDraft(text, for: .reply(toId: postId))
    }

    public func obtainCharacterLimit() async -> Int {
        await limits.obtainCharacterLimit()
    }
}
