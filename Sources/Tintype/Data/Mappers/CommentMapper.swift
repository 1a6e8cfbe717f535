import MastodonAPI

/// Replies and queued comments to a thread of `Comment`s, arranged by `CommentThread`.
enum CommentMapper {
    static func thread(underPostId postId: String, replies: [StatusEntity], queued: [OutboxItem]) -> [Comment] {
        let sent = replies.map(comment(from:))
        let knownIds = Set([postId] + sent.map(\.id))
        let waiting = queued.compactMap(comment(from:)).filter { $0.inReplyToId.map(knownIds.contains) ?? false }
        return CommentThread.arranged(sent + waiting, underPostId: postId)
    }

    static func comment(from entity: StatusEntity) -> Comment {
        Comment(
            id: entity.id,
            author: AuthorMapper.author(from: entity.account),
            createdAt: entity.createdAt,
            text: TextSanitizer.clean(HTMLToText.convert(entity.content)),
            contentWarning: TextSanitizer.cleanLine(entity.spoilerText, maximumLength: 500),
            likesCount: max(0, entity.favouritesCount),
            inReplyToId: entity.inReplyToId
        )
    }

    /// A comment still in the outbox; nil for an item that is not a comment.
    static func comment(from item: OutboxItem) -> Comment? {
        guard case .comment(let text, let inReplyToId) = item.action else { return nil }
        return Comment(
            id: item.id, author: nil, createdAt: item.createdAt, text: TextSanitizer.clean(text),
            inReplyToId: inReplyToId, delivery: item.rejection.map(Comment.Delivery.notSent) ?? .sending
        )
    }
}
