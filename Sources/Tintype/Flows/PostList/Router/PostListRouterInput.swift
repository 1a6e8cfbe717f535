/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
@MainActor
protocol PostListRouterInput: AnyObject {
    /// Shows one of the posts in full over the host; a deletion made there comes back.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)
    /// Opens the composer over the host, on the kept draft (a refused post of mine to write again).
    func openComposeModule()
    /// Shows an account's profile over the host.
    func openProfileModule(accountId: String)
    /// Lists accounts over the host: who liked a post.
    func openAccountListModule(source: AccountListSource)
}
