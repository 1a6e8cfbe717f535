/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsRouterInput: AnyObject {
    /// Opens a comment in full, as a post with its own thread.
    func openPostDetailModule(withPostId postId: String)
    /// Opens an author's profile; false while this build has no profile screen.
    func openProfileModule(withAccountId accountId: String) -> Bool
}
