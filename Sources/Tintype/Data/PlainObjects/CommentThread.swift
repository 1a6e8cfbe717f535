/// The order and indentation of a post's thread: each comment under what it answers, siblings in
/// the order given, depth capped so deep threads stay readable. Replies to comments this account
/// cannot see still belong to the thread, at its end.
enum CommentThread {
    static let maximumDepth = 4

    /// In time linear in the number of comments, with a stack of its own rather than recursion: a
    /// reply chain thousands deep cannot overflow the thread's stack.
    static func arranged(_ comments: [Comment], underPostId postId: String) -> [Comment] {
        var children: [String: [Comment]] = [:]
        for comment in comments {
            children[comment.inReplyToId ?? postId, default: []].append(comment)
        }
        var ordered: [Comment] = []
        ordered.reserveCapacity(comments.count)
        var placed = Set<String>()
        // Each entry is a comment to place and its depth; the first child goes on top, so
        // siblings come out in the order given, each followed by everything under it.
        var pending: [(comment: Comment, depth: Int)] = []
        func push(childrenOf parentId: String, depth: Int) {
            for child in (children[parentId] ?? []).reversed() { pending.append((child, depth)) }
        }
        func placePending() {
            while let (pendingComment, depth) = pending.popLast() {
                guard placed.insert(pendingComment.id).inserted else { continue }
                var comment = pendingComment
                comment.depth = min(depth, maximumDepth)
                ordered.append(comment)
                push(childrenOf: comment.id, depth: depth + 1)
            }
        }
        push(childrenOf: postId, depth: 0)
        placePending()
        for orphan in comments where !placed.contains(orphan.id) {
            pending.append((orphan, 0))
            placePending()
        }
        return ordered
    }
}
