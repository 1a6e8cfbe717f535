/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didChangeDraft(_ text: String)
    func didTriggerSendEvent(_ text: String)
    /// `r` on a message: send it again if it was not sent, else fetch the chat anew.
    func didTriggerRetryEvent(at index: Int)
    func didTriggerRefreshEvent()
    func didTriggerDiscardEvent(at index: Int)
    /// Back to the conversations, with what the box holds.
    func didTriggerCloseEvent(draft: String)
    /// The app is going, with what the box holds.
    func didTriggerDetachEvent(draft: String)
}
