/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedRouterInput: AnyObject {
    /// Leaves the feed; as the first module, that ends the app.
    func closeCurrentModule()
}
