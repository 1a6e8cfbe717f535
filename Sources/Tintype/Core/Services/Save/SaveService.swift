/// Saved posts (bookmarks): keeping a post to look at later, and letting it go.
public protocol SaveService: Sendable {
    /// Saves a post; answers with the post as it is now. The last choice on a post wins.
    func performSave(postId: String) async throws -> Post
    /// Takes a post out of the saved ones; answers with the post as it is now.
    func performUnsave(postId: String) async throws -> Post
    /// The saved posts, the latest saved first: the first page, or with `more` the next one
    /// below what was loaded. Every saved post, photos or not: each was chosen.
    func obtainSavedPosts(more: Bool) async throws -> PageSlice<Post>
}
