/// What a post screen reports back (a like, a boost, a save, a new comment) applied to the posts
/// of the screen that opened it: the feed, a profile and Activity show what the post does.
enum PostChangeApplier {
    /// The likes, boosts and save as the post left them; false when none of the posts has its id.
    @discardableResult
    static func applyChoices(of changed: Post, to posts: inout [Post]) -> Bool {
        apply(to: &posts, ofPostId: changed.id) { $0 = $0.withChoices(of: changed) }
    }

    /// The choices as the post left them, to rows that may each hold a post (a group of likes).
    @discardableResult
    static func applyChoices<Row>(of changed: Post, to rows: inout [Row], at post: WritableKeyPath<Row, Post?>) -> Bool {
        apply(to: &rows, at: post, ofPostId: changed.id) { $0 = $0.withChoices(of: changed) }
    }

    /// The words and photos of a post its author edited; false when none of the posts has its id.
    @discardableResult
    static func applyEdit(of edited: Post, to posts: inout [Post]) -> Bool {
        apply(to: &posts, ofPostId: edited.id) { $0 = $0.withContent(of: edited) }
    }

    /// The same, to rows that may each hold a post.
    @discardableResult
    static func applyEdit<Row>(of edited: Post, to rows: inout [Row], at post: WritableKeyPath<Row, Post?>) -> Bool {
        apply(to: &rows, at: post, ofPostId: edited.id) { $0 = $0.withContent(of: edited) }
    }

    /// The count of comments as the post left it; false when none of the posts has that id.
    @discardableResult
    static func applyCommentsCount(ofPostId postId: String, commentsCount: Int, to posts: inout [Post]) -> Bool {
        apply(to: &posts, ofPostId: postId) { $0.commentsCount = commentsCount }
    }

    /// The count of comments as the post left it, to rows that may each hold a post.
    @discardableResult
    static func applyCommentsCount<Row>(
        ofPostId postId: String, commentsCount: Int, to rows: inout [Row], at post: WritableKeyPath<Row, Post?>
    ) -> Bool {
        apply(to: &rows, at: post, ofPostId: postId) { $0.commentsCount = commentsCount }
    }

    private static func apply(to posts: inout [Post], ofPostId postId: String, _ change: (inout Post) -> Void) -> Bool {
        var applied = false
        for index in posts.indices where posts[index].id == postId {
            change(&posts[index])
            applied = true
        }
        return applied
    }

    private static func apply<Row>(
        to rows: inout [Row], at post: WritableKeyPath<Row, Post?>, ofPostId postId: String, _ change: (inout Post) -> Void
    ) -> Bool {
        var applied = false
        for index in rows.indices {
            guard var changed = rows[index][keyPath: post], changed.id == postId else { continue }
            change(&changed)
            rows[index][keyPath: post] = changed
            applied = true
        }
        return applied
    }
}
