/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedRouterInput: AnyObject {
    /// Shows one post in full above the feed.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)

    /// Leaves the feed; as the first module, that ends the app.
    func closeCurrentModule()
}
