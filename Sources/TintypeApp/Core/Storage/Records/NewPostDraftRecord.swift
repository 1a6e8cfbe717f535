import FoundationEssentials
import Tintype

/// How the draft of a new post is written on disk: as the outbox writes a post (`OutboxRecord`),
/// so the draft and the post it becomes are one format, versioned once.
enum NewPostDraftRecord {
    static func encode(_ post: OutboxPost) throws -> Data {
        try OutboxRecord.encode(OutboxItem(action: .post(post), id: "new-post-draft", idempotencyKey: "new-post-draft"))
    }

    /// The draft, or nil for a file this version cannot read.
    static func decode(_ data: Data) -> OutboxPost? {
        guard case .post(let post)? = OutboxRecord.decode(data)?.action else { return nil }
        return post
    }
}
