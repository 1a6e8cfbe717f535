import MastodonAPI

/// Liking and unliking posts. Both are idempotent on the server, so a retry is always safe.
public protocol LikeService: Sendable {
    /// Likes a post; answers with the post as it is now.
    func performLike(postId: String) async throws -> StatusEntity
    /// Takes a like back; answers with the post as it is now.
    func performUnlike(postId: String) async throws -> StatusEntity
}
