import Localisation
import TextBasics

/// Comments still in the outbox, shown sending (or refused, with the server's reason) in the
/// thread they answer, which `CommentThread` arranges with the replies from the server.
enum QueuedCommentMapper {
    /// A queued comment that may have arrived, and whose words the thread already holds in the
    /// reply it answers, is left out: the thread never shows the server's copy and a "sending…"
    /// one side by side (the outbox adopts it and reports it sent).
    static func thread(underPostId postId: String, replies sent: [Comment], queued: [OutboxItem]) -> [Comment] {
        let knownIds = Set([postId] + sent.map(\.id))
        let arrived = Set(sent.map { ArrivedKey(inReplyToId: $0.inReplyToId, words: $0.text.words) })
        let waiting = queued.filter { item in
            guard item.mayHaveArrived, case .comment(let text, let inReplyToId) = item.action else { return true }
            return !arrived.contains(ArrivedKey(inReplyToId: inReplyToId, words: TextSanitizer.clean(text).words))
        }
        .compactMap(comment(from:)).filter { $0.inReplyToId.map(knownIds.contains) ?? false }
        return CommentThread.arranged(sent + waiting, underPostId: postId)
    }

    private struct ArrivedKey: Hashable {
        var inReplyToId: String?
        var words: [Substring]
    }

    /// A comment still in the outbox; nil for an item that is not a comment.
    static func comment(from item: OutboxItem) -> Comment? {
        guard case .comment(let text, let inReplyToId) = item.action else { return nil }
        return Comment(
            id: item.id, author: nil, createdAt: item.createdAt, text: TextSanitizer.clean(text),
            inReplyToId: inReplyToId, delivery: item.rejection.map { .notSent(Strings.rejection($0)) } ?? .sending
        )
    }
}
