/// What a list of posts tells the module it is embedded in.
@MainActor
public protocol PostListModuleOutput: AnyObject {
    /// The list is built: this is how to drive it.
    func didEmbedPostList(_ postList: any PostListModuleInput)
    /// Something for the host's status line: a page that did not come, the layout chosen.
    func didShowPostListStatus(_ status: StatusLineViewModel)
    /// The newest page came, or did not.
    func didFinishLoadingPosts(succeeded: Bool)
}
