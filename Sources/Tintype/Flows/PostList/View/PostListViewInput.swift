/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
@MainActor
protocol PostListViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The rows, in order; the selection stays on the same item where it can. `renamedIds`: rows
    /// that are the same row under a new id (my post the server took), so the selection and the
    /// top stay on them.
    func update(with cellObjects: [PostCellObject], renamedIds: [String: String])
    /// Puts the text on the terminal's clipboard; false where it is known not to get there.
    func copyToClipboard(_ text: String) -> Bool
    /// Shows these posts, already listed, as they now are; the others stay as drawn.
    func updateRows(_ cellObjects: [PostCellObject])
    /// The posts as a grid of photos, or as a list with their captions.
    func showPostsAsGrid(_ asGrid: Bool)
    /// A line below the last post: loading, the end, or nothing.
    func showFooter(_ text: String?)
    /// Whether the layout key offers the grid; Home's posts are always rows.
    func offerGrid(_ offered: Bool)
    /// Selects the row where I stopped reading, shown on top.
    func showReadPosition(at index: Int)
}
