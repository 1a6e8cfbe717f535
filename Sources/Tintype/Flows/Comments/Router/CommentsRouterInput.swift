/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsRouterInput: AnyObject {
    /// Opens a comment in full, as a post with its own thread; what changes there comes back.
    func openPostDetailModule(withPostId postId: String, moduleOutput: any PostDetailModuleOutput)
    /// Opens an author's profile.
    func openProfileModule(withAccountId accountId: String)
}
