/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    /// `c`: write to the selected comment, or to the post when none is selected.
    func didTriggerWriteEvent(selectedIndex: Int?)
    func didChangeDraft(_ text: String)
    func didTriggerSendEvent(_ text: String)
    /// Esc in the composer: close it and keep the text as a draft.
    func didTriggerCloseComposerEvent(_ text: String)
    /// Enter on a comment: open it as a post.
    func didSelectComment(at index: Int)
    func didTriggerProfileEvent(at index: Int)
    /// `r`: send the selected comment again if it was not sent, else load the thread again.
    func didTriggerRefreshEvent(selectedIndex: Int?)
    func didTriggerDiscardEvent(at index: Int)
}
