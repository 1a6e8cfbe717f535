/// The modules a row of posts opens, over the list that shows it.
@MainActor
protocol PostRowsRouterInput: AnyObject {
    /// Shows one post in full over the list; a deletion made there comes back.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)
    /// Opens the composer over the list, on the kept draft (a refused post of mine to write again).
    func openComposeModule()
    /// Shows an account's profile over the list.
    func openProfileModule(accountId: String)
    /// Lists accounts over the list: who liked a post.
    func openAccountListModule(source: AccountListSource)
}
