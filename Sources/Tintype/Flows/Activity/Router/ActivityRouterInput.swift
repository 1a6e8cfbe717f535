/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
protocol ActivityRouterInput: AnyObject {
    /// Embeds a list of posts in this module's body, which hears from it and is handed its input.
    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput)
    /// Opens the post over this module, its thread at a comment when one is named; it reports
    /// likes and comments back.
    func openPostDetailModule(postId: String, focusingCommentId: String?, moduleOutput: any PostDetailModuleOutput)
    /// Opens the account's profile over this module.
    func openProfileModule(accountId: String)
    /// Everyone who liked a post of mine.
    func openAccountListModule(source: AccountListSource)
    /// Closes the module; the first module of a tab quits the app.
    func closeCurrentModule()
}
