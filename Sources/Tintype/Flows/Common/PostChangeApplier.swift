/// What a post screen reports back (a like, a new comment) applied to the posts of the screen
/// that opened it: the feed and a profile show the same counts the post does.
enum PostChangeApplier {
    /// The like as the post left it; false when none of the posts has that id.
    @discardableResult
    static func applyLike(ofPostId postId: String, isLiked: Bool, likesCount: Int, to posts: inout [Post]) -> Bool {
        guard let index = posts.firstIndex(where: { $0.id == postId }) else { return false }
        posts[index].isLiked = isLiked
        posts[index].likesCount = likesCount
        return true
    }

    /// The count of comments as the post left it; false when none of the posts has that id.
    @discardableResult
    static func applyCommentsCount(ofPostId postId: String, commentsCount: Int, to posts: inout [Post]) -> Bool {
        guard let index = posts.firstIndex(where: { $0.id == postId }) else { return false }
        posts[index].commentsCount = commentsCount
        return true
    }
}
