/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The rows, in order; the selection stays on the same item where it can.
    func update(with cellObjects: [ConversationCellObject])
    /// A line under the last row: loading older ones, the end, or why the list is empty.
    func showFooter(_ text: String?)
    /// The prompt for the people of a new conversation.
    func showComposer(_ composer: ComposerViewModel)
    /// Closes the box being written in.
    func hideComposer()
}
