/// What a post screen reports back (a like, a boost, a save, a new comment) applied to the posts
/// of the screen that opened it: the feed, a profile and Likes show what the post does.
enum PostChangeApplier {
    /// The likes, boosts and save as the post left them; false when none of the posts has its id.
    @discardableResult
    static func applyChoices(of changed: Post, to posts: inout [Post]) -> Bool {
        applyChoices(of: changed, to: &posts, at: \.self)
    }

    /// The choices as the post left them, to rows that each hold a post (a group of likes).
    @discardableResult
    static func applyChoices<Row>(of changed: Post, to rows: inout [Row], at post: WritableKeyPath<Row, Post>) -> Bool {
        apply(to: &rows, at: post, ofPostId: changed.id) { $0 = $0.withChoices(of: changed) }
    }

    /// The words and photos of a post its author edited; false when none of the posts has its id.
    @discardableResult
    static func applyEdit(of edited: Post, to posts: inout [Post]) -> Bool {
        applyEdit(of: edited, to: &posts, at: \.self)
    }

    /// The same, to rows that each hold a post.
    @discardableResult
    static func applyEdit<Row>(of edited: Post, to rows: inout [Row], at post: WritableKeyPath<Row, Post>) -> Bool {
        apply(to: &rows, at: post, ofPostId: edited.id) { $0 = $0.withContent(of: edited) }
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
