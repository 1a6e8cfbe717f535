/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func showStatus(_ status: StatusLineViewModel)
    func update(with cellObjects: [ConversationCellObject])
    /// A line under the last row: loading older ones, the end, or why the list is empty.
    func showFooter(_ text: String?)
    /// The prompt for the people of a new conversation.
    func showComposer(_ composer: ComposerViewModel)
    func hideComposer()
}
