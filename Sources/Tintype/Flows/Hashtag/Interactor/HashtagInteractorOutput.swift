/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
@MainActor
protocol HashtagInteractorOutput: AnyObject {
    /// The tag as the server has it now.
    func didObtainTag(_ hashtag: Hashtag)
    /// A follow or unfollow of the tag did not go through, or not yet.
    func didFailToPerformFollow(_ problem: ConnectionProblem)
}
