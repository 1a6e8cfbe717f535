/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Embeds the feed's posts, and opens the composer and the other timelines over it.
@MainActor
protocol FeedRouterInput: AnyObject {
    /// Puts the list of the feed's posts under the title; it hands its input to `moduleOutput`.
    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput)
    /// Opens the composer for a new post over the feed.
    func openComposeModule()
    /// Leaves the feed; as the first module of its tab, that quits the app.
    func closeCurrentModule()
    /// Opens the other timelines over the feed.
    func openTimelineModule()
}
