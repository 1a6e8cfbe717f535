/// Boosts: sharing a post with my followers, and taking that back.
public protocol BoostService: Sendable {
    /// Boosts a post; answers with the post as it is now. The last choice on a post wins.
    func performBoost(postId: String) async throws -> Post
    /// Takes a boost back; answers with the post as it is now.
    func performUnboost(postId: String) async throws -> Post
}
