/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The rows, in order; the selection stays on the same item where it can.
    /// `renamedIds`: rows that are the same row under a new id (my post the server took), so the
    /// selection and the top stay on them.
    func update(with cellObjects: [PostCellObject], renamedIds: [String: String])
    /// Shows these rows, already listed, as they now are; the others stay as drawn.
    func updateRows(_ cellObjects: [PostCellObject])
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, subtitle: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// Puts the text on the terminal's clipboard; false where it is known not to get there.
    func copyToClipboard(_ text: String) -> Bool
    /// A line below the last post: loading, the end, or nothing.
    func showFooter(_ text: String?)
    /// Selects the row where I stopped reading, shown on top.
    func showReadPosition(at index: Int)
}
