/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
@MainActor
protocol ScheduledPostsInteractorOutput: AnyObject {
    /// My scheduled posts, the soonest first.
    func didObtainScheduledPosts(_ posts: [ScheduledPost])
    /// The list did not come.
    func didFailToObtainScheduledPosts(_ problem: ConnectionProblem)
    /// The post will not be published.
    func didCancelScheduledPost(id: String)
    /// The post goes out at its new time.
    func didMoveScheduledPost(_ post: ScheduledPost)
    /// The post is in the composer's draft, and no longer on the server.
    func didRedraftScheduledPost(id: String)
    /// A cancel or a redraft did not happen; the post stays as it was.
    func didFailToChangeScheduledPost(_ problem: ConnectionProblem)
}
