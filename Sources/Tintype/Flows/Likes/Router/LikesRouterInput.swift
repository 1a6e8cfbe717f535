/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
protocol LikesRouterInput: AnyObject {
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)
    func openProfileModule(accountId: String)
    /// Everyone who liked a post.
    func openAccountListModule(source: AccountListSource)
    /// Closes the module; the first module of a tab quits the app.
    func closeCurrentModule()
}
