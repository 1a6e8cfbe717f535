/// What a list of posts tells the module it is embedded in.
@MainActor
public protocol PostListModuleOutput: AnyObject {
    /// The list is built: this is how to drive it.
    func didEmbedPostList(_ postList: any PostListModuleInput)
    /// Something for the host's status line: a page that did not come, the layout chosen.
    func didShowPostListStatus(_ status: StatusLineViewModel)
    /// The newest page came: `count` posts are listed.
    func didLoadNewestPosts(count: Int)
    /// The newest page did not come; the list has said why in the status line.
    func didFailToLoadNewestPosts()
}
