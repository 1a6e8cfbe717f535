/// What a post in full tells the module that opened it.
@MainActor
public protocol PostDetailModuleOutput: AnyObject {
    /// A like, boost or save of the post changed (or was rolled back): show it without fetching again.
    func didChangeChoices(of post: Post)
    /// The post was edited here: show its new words and photos.
    func didEditPost(_ post: Post)
    /// The post was taken down here: drop it; `writingAgain`: it is in the composer's draft.
    func didDeletePost(withId postId: String, writingAgain: Bool)
    /// A comment was written to the post here: its count moved on.
    func didChangeCommentsCount(ofPostId postId: String, commentsCount: Int)
}
