/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// Who the account is and how we stand, above the posts.
    func showHeader(_ header: ProfileHeaderCellObject)
    /// The rows, in order; the selection stays on the same item where it can.
    func update(with cellObjects: [PostCellObject])
    /// Shows these posts, already listed, as they now are; the others stay as drawn.
    func updateRows(_ cellObjects: [PostCellObject])
    /// The posts as a grid of photos, or as a list with their captions.
    func showPostsAsGrid(_ asGrid: Bool)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// A line below the last post: loading, the end, or nothing.
    func showFooter(_ text: String?)
}
