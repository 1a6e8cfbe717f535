/// What a post screen reports back (a like, a new comment) applied to the posts of the screen
/// that opened it: the feed, a profile and Likes show the same counts the post does.
enum PostChangeApplier {
    /// The like as the post left it; false when none of the posts has that id.
    @discardableResult
    static func applyLike(ofPostId postId: String, isLiked: Bool, likesCount: Int, to posts: inout [Post]) -> Bool {
        applyLike(ofPostId: postId, isLiked: isLiked, likesCount: likesCount, to: &posts, at: \.self)
    }

    /// The like as the post left it, to rows that each hold a post (a group of likes).
    @discardableResult
    static func applyLike<Row>(
        ofPostId postId: String, isLiked: Bool, likesCount: Int, to rows: inout [Row], at post: WritableKeyPath<Row, Post>
    ) -> Bool {
        apply(to: &rows, at: post, ofPostId: postId) {
            $0.isLiked = isLiked
            $0.likesCount = likesCount
        }
    }

    /// The count of comments as the post left it; false when none of the posts has that id.
    @discardableResult
    static func applyCommentsCount(ofPostId postId: String, commentsCount: Int, to posts: inout [Post]) -> Bool {
        applyCommentsCount(ofPostId: postId, commentsCount: commentsCount, to: &posts, at: \.self)
    }

    /// The count of comments as the post left it, to rows that each hold a post.
    @discardableResult
    static func applyCommentsCount<Row>(
        ofPostId postId: String, commentsCount: Int, to rows: inout [Row], at post: WritableKeyPath<Row, Post>
    ) -> Bool {
        apply(to: &rows, at: post, ofPostId: postId) { $0.commentsCount = commentsCount }
    }

    private static func apply<Row>(
        to rows: inout [Row], at post: WritableKeyPath<Row, Post>, ofPostId postId: String, _ change: (inout Post) -> Void
    ) -> Bool {
        var applied = false
        for index in rows.indices where rows[index][keyPath: post].id == postId {
            change(&rows[index][keyPath: post])
            applied = true
        }
        return applied
    }
}
