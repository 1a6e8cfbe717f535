import MastodonAPI

/// Likes: liking and unliking posts, who liked my posts, the posts I liked, and how many likes
/// arrived since I last looked.
public protocol LikeService: Sendable {
    /// Likes a post; answers with the post as it is now. Idempotent on the server, so a retry is safe.
    func performLike(postId: String) async throws -> StatusEntity
    /// Takes a like back; answers with the post as it is now.
    func performUnlike(postId: String) async throws -> StatusEntity

    /// The likes of my posts saved by the last run, or nil when there are none.
    func obtainCachedLikeActivity() async -> LikeActivitySlice?
    /// The newest likes of my posts, grouped by post; they replace what was loaded and are saved.
    func obtainNewestLikeActivity() async throws -> LikeActivitySlice
    /// The page older than what was loaded, added below it; answers with every group loaded.
    func obtainOlderLikeActivity() async throws -> LikeActivitySlice

    /// How many likes of my posts arrived after the notifications marker (all of them while no
    /// client has set it), counted up to a few pages.
    func obtainUnseenLikesCount() async throws -> Int
    /// Moves the notifications marker up to the newest like loaded, never back, on the server
    /// where it keeps markers and here in any case; once for each newest like.
    func markLoadedLikesSeen() async throws

    /// The posts I liked saved by the last run, or nil when there are none. Here and below, a
    /// post whose unlike waits in the outbox is left out.
    func obtainCachedLikedPosts() async -> TimelineSlice?
    /// The posts I liked most recently; they replace what was loaded and are saved.
    func obtainNewestLikedPosts() async throws -> TimelineSlice
    /// The page older than what was loaded, added below it.
    func obtainOlderLikedPosts() async throws -> TimelineSlice

    /// Says each time a like of my posts arrives, live, while the caller reads; nothing where the
    /// server does not stream.
    func observeNewLikes() async -> AsyncStream<Void>

    /// Who liked a post: the first page, or with `more` every one loaded with the next page.
    func obtainLikers(ofPostId postId: String, more: Bool) async throws -> PagedReads<AccountEntity>.Slice
}
