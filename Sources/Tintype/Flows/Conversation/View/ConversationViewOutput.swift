/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// The text in the box changed: it is kept as a draft.
    func didChangeDraft(_ text: String)
    /// Enter in the box: send what is written.
    func didTriggerSendEvent(_ text: String)
    /// `r` on a message: send it again if it was not sent, else fetch the chat anew.
    func didTriggerRetryEvent(at index: Int)
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// x on a row not sent: take it back into the box.
    func didTriggerDiscardEvent(at index: Int)
    /// Back to the conversations, with what the box holds.
    func didTriggerCloseEvent(draft: String)
    /// The app is going, with what the box holds.
    func didTriggerDetachEvent(draft: String)
}
