/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
protocol LikesRouterInput: AnyObject {
    /// Opens the post over this module; it reports likes and comments back.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)
    /// Opens the account's profile over this module.
    func openProfileModule(accountId: String)
    /// Everyone who liked a post.
    func openAccountListModule(source: AccountListSource)
    /// Closes the module; the first module of a tab quits the app.
    func closeCurrentModule()
}
