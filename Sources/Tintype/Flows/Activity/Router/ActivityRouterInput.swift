/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
protocol ActivityRouterInput: AnyObject {
    /// Opens the post over this module, its thread at a comment when one is named; it reports
    /// likes and comments back.
    func openPostDetailModule(postId: String, focusingCommentId: String?, moduleOutput: any PostDetailModuleOutput)
    /// Opens the account's profile over this module.
    func openProfileModule(accountId: String)
    /// Everyone who liked a post.
    func openAccountListModule(source: AccountListSource)
    /// Closes the module; the first module of a tab quits the app.
    func closeCurrentModule()
}
