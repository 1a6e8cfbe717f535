/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The rows, in order; the selection stays on the same item where it can.
    func update(with cellObjects: [AccountCellObject])
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The line under the list (loading, the end, nothing yet); nil for none.
    func showFooter(_ text: String?)
}
