/// Module is responsible for finding people, hashtags and posts.
@MainActor
protocol ExploreRouterInput: AnyObject {
    /// Opens an account's profile over the results.
    func openProfileModule(accountId: String)
    /// Opens a post with its comments over the results; what changes there is told back.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)
    /// Opens a hashtag's photo posts as a grid over the results.
    func openHashtagModule(tagName: String)
    /// Goes back to the module below, freeing this one; on the first module of a tab, that quits.
    func closeCurrentModule()
}
