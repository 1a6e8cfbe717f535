/// What a post in full tells the module that opened it. Likes, edits, deletions and comment counts
/// reach every screen through the store of posts; this is what only the opener does.
@MainActor
public protocol PostDetailModuleOutput: AnyObject {
    /// The post was taken down here (every list has dropped it); `writingAgain`: it is in the
    /// composer's draft, to be opened.
    func didDeletePost(writingAgain: Bool)
}
