/// Module is responsible for every version of my post, newest first, as it was edited.
@MainActor
protocol PostHistoryViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The versions, newest first.
    func update(with cellObjects: [PostVersionCellObject])
    /// A line under the versions (how many there are), or nothing.
    func showFooter(_ text: String?)
}
