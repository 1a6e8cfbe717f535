/// The order and indentation of a post's thread: each comment under what it answers, siblings in
/// the order given, depth capped so deep threads stay readable. Replies to comments this account
/// cannot see still belong to the thread, at its end.
enum CommentThread {
    static let maximumDepth = 4

    static func arranged(_ comments: [Comment], underPostId postId: String) -> [Comment] {
        var children: [String: [Comment]] = [:]
        for comment in comments {
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
        for var orphan in comments where !placed.contains(orphan.id) {
            placed.insert(orphan.id)
            orphan.depth = 0
            ordered.append(orphan)
            place(orphan.id, depth: 1)
        }
        return ordered
    }
}
