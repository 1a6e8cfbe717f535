/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationViewInput: AnyObject {
    /// Builds what the view draws in before the first thing is shown.
    func setupInitialState()
    /// The title bar: what is shown, and the hint on its right.
    func showTitle(_ title: String, trailing: String)
    /// The status line: what is going on, or what went wrong.
    func showStatus(_ status: StatusLineViewModel)
    /// The messages, oldest first; a chat scrolled to its end stays there as messages come.
    func update(with cellObjects: [MessageCellObject])
    /// The line under the list (loading, the end, nothing yet); nil for none.
    func showFooter(_ text: String?)
    /// The box at the bottom, with the draft it opens with.
    func showComposer(_ composer: ComposerViewModel)
    /// The instance's limit, once it is known (the box opens with the usual one).
    func setComposerCharacterLimit(_ limit: Int)
    /// Replaces what the box holds: emptied after a send, filled with a message taken back.
    func setComposerText(_ text: String)
}
