/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
@MainActor
protocol MyListsViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The rows, in order; the selection stays on the same list where it can.
    func update(with cellObjects: [MyListCellObject])
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The line under the list (no lists yet); nil for none.
    func showFooter(_ text: String?)
    /// The box at the bottom, for a list's name; it takes every key until it closes.
    func showComposer(_ model: ComposerViewModel)
    /// The box closes.
    func hideComposer()
}
