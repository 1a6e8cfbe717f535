/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
public protocol CommentsModuleInput: AnyObject {
    /// Names the post whose thread to show, before the module is shown.
    func configure(withPostId postId: String)

    /// Names a comment to select once the thread is loaded.
    func configure(focusingCommentWithId commentId: String)

    /// Who hears about comments sent from here.
    func setModuleOutput(_ moduleOutput: any CommentsModuleOutput)
}
