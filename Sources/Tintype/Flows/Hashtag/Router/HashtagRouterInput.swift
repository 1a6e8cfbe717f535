/// Module is responsible for a hashtag's photo posts as a grid.
@MainActor
protocol HashtagRouterInput: AnyObject {
    /// Opens a post with its comments over the grid; what changes there is told back.
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput)
    /// Goes back to the module below, freeing this one.
    func closeCurrentModule()
}
