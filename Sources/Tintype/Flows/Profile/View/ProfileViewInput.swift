/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func showHeader(_ header: ProfileHeaderCellObject)
    func update(with cellObjects: [PostCellObject])
    /// The posts as a grid of photos, or as a list with their captions.
    func showPostsAsGrid(_ asGrid: Bool)
    func showStatus(_ status: StatusLineViewModel)
    /// A line below the last post: loading, the end, or nothing.
    func showFooter(_ text: String?)
}
