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
    /// The newest page is shown: these rows, in order, `newOnTop` of them above those shown before.
    func didShowNewestRows(_ rowIds: [String], newOnTop: Int)
    /// An older page came: `count` posts are listed.
    func didLoadOlderPosts(count: Int)
    /// The selection moved to the row with this id, as the person reads.
    func didMoveSelection(toRowWithId rowId: String)
}

/// Most hosts say only how many posts there are, and keep no place in them.
extension PostListModuleOutput {
    /// Nothing: the host keeps no place in the posts.
    func didShowNewestRows(_ rowIds: [String], newOnTop: Int) {}
    /// Nothing: the host counts the posts of the newest page.
    func didLoadOlderPosts(count: Int) {}
    /// Nothing: the host keeps no place in the posts.
    func didMoveSelection(toRowWithId rowId: String) {}
}
