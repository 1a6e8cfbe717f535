/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
public protocol PostDetailModuleInput: AnyObject {
    /// Names the post to show, before the module is shown.
    func configure(withPostId postId: String)

    /// Names a comment of the post's thread to select once the thread is shown (a comment a
    /// notice was about).
    func configure(focusingCommentWithId commentId: String)

    /// Who hears about changes made here, such as a like.
    func setModuleOutput(_ moduleOutput: any PostDetailModuleOutput)
}
