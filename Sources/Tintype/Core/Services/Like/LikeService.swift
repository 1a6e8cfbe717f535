/// Likes: liking and unliking posts, the posts I liked, and who liked a post. (Who liked mine is
/// the activity's.)
public protocol LikeService: Sendable {
    /// Likes a post; answers with the post as it is now. Idempotent on the server, so a retry is safe.
    func performLike(postId: String) async throws -> Post
    /// Takes a like back; answers with the post as it is now.
    func performUnlike(postId: String) async throws -> Post

    /// The posts I liked saved by the last run, or nil when there are none. Here and below, a
    /// post whose unlike waits in the outbox is left out.
    func obtainCachedLikedPosts() async -> TimelineSlice?
    /// The posts I liked most recently; they replace what was loaded and are saved.
    func obtainNewestLikedPosts() async throws -> TimelineSlice
    /// The page older than what was loaded, added below it.
    func obtainOlderLikedPosts() async throws -> TimelineSlice

    /// Who liked a post: the first page, or with `more` every one loaded with the next page.
    func obtainLikers(ofPostId postId: String, more: Bool) async throws -> PageSlice<Profile>
}
