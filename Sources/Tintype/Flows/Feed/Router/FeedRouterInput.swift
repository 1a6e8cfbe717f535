/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Opens what a row of posts opens, over the feed, and the composer for a new post.
@MainActor
protocol FeedRouterInput: PostRowsRouterInput {
    /// Leaves the feed; as the first module of its tab, that quits the app.
    func closeCurrentModule()
    /// Opens the other timelines over the feed.
    func openTimelineModule()
}
