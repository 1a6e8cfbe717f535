import MastodonAPI

/// Replies and queued comments to a thread of `Comment`s: each under what it answers, in the
/// server's order, indented by depth up to a cap so deep threads stay readable.
enum CommentMapper {
    static let maximumDepth = 4

    static func thread(underPostId postId: String, replies: [StatusEntity], queued: [OutboxItem]) -> [Comment] {
        let sent = replies.map(comment(from:))
        let knownIds = Set([postId] + sent.map(\.id))
        let waiting = queued.compactMap(comment(from:)).filter { $0.inReplyToId.map(knownIds.contains) ?? false }
        let all = sent + waiting
        var children: [String: [Comment]] = [:]
        for comment in all {
            children[comment.inReplyToId ?? postId, default: []].append(comment)
        }
        var ordered: [Comment] = []
        var placed = Set<String>()
        func place(_ parentId: String, depth: Int) {
            for var child in children[parentId] ?? [] where !placed.contains(child.id) {
                placed.insert(child.id)
                child.depth = min(depth, maximumDepth)
                ordered.append(child)
                place(child.id, depth: depth + 1)
            }
        }
        place(postId, depth: 0)
        // Replies to statuses this account cannot see still belong to the thread: at its end.
        for var orphan in all where !placed.contains(orphan.id) {
            placed.insert(orphan.id)
            orphan.depth = 0
            ordered.append(orphan)
            place(orphan.id, depth: 1)
        }
        return ordered
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
