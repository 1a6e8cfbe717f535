/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedRouterInput: AnyObject {
    /// Shows one post in full above the feed.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)
    /// Shows an account's profile above the feed.
    func openProfileModule(accountId: String)
    /// Lists accounts above the feed: who liked a post.
    func openAccountListModule(source: AccountListSource)
    /// Leaves the feed; as the first module of its tab, that quits the app.
    func closeCurrentModule()
    /// Opens the composer for a new post over this module, on the kept draft.
    func openComposeModule()
}
