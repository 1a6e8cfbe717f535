/// What a post in full tells the module that opened it.
@MainActor
public protocol PostDetailModuleOutput: AnyObject {
    /// The like of a post changed (or was rolled back): show it without fetching again.
    func didChangeLike(ofPostId postId: String, isLiked: Bool, likesCount: Int)
    /// A comment was written to the post here: its count moved on.
    func didChangeCommentsCount(ofPostId postId: String, commentsCount: Int)
}
