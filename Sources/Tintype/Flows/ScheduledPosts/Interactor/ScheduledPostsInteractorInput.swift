import FoundationEssentials

/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
@MainActor
protocol ScheduledPostsInteractorInput: AnyObject {
    /// Answers `didObtainScheduledPosts` or `didFailToObtainScheduledPosts`.
    func obtainScheduledPosts()
    /// Answers `didCancelScheduledPost` or `didFailToChangeScheduledPost`.
    func cancelScheduledPost(id: String)
    /// Another time to publish; answers `didMoveScheduledPost` or `didFailToChangeScheduledPost`.
    func moveScheduledPost(id: String, to date: Date)
    /// Into the composer's draft, then cancelled on the server; answers `didRedraftScheduledPost`
    /// or `didFailToChangeScheduledPost`.
    func redraftScheduledPost(id: String)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
