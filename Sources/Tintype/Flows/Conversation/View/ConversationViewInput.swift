/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationViewInput: AnyObject {
    func setupInitialState()
    func showTitle(_ title: String, trailing: String)
    func showStatus(_ status: StatusLineViewModel)
    /// The messages, oldest first; a chat scrolled to its end stays there as messages come.
    func update(with cellObjects: [MessageCellObject])
    func showFooter(_ text: String?)
    /// The box at the bottom, with the draft it opens with.
    func showComposer(_ composer: ComposerViewModel)
    /// The instance's limit, once it is known (the box opens with the usual one).
    func setComposerCharacterLimit(_ limit: Int)
    /// Replaces what the box holds: emptied after a send, filled with a message taken back.
    func setComposerText(_ text: String)
}
