/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
protocol PostDetailViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The post drawn as rows: header, text, the photo, counts.
    func update(with cellObjects: [PostDetailCellObject])
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// While options of the poll are being chosen, the number keys are the poll's, not the tabs'.
    func showChoosingPollOptions(_ isChoosing: Bool)
    /// Puts the text on the terminal's clipboard; false where it is known not to get there.
    func copyToClipboard(_ text: String) -> Bool
}
