/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
@MainActor
protocol ScheduledPostsViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The rows, in order; the selection stays on the same post where it can.
    func update(with cellObjects: [ScheduledPostCellObject])
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The line under the list (nothing scheduled); nil for none.
    func showFooter(_ text: String?)
    /// The box at the bottom, for a post's new time; it takes every key until it closes.
    func showComposer(_ model: ComposerViewModel)
    /// The box closes.
    func hideComposer()
}
