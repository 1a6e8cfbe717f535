/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
protocol CommentsViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// `c`: write to the selected comment, or to the post when none is selected.
    func didTriggerWriteEvent(selectedIndex: Int?)
    /// The text in the box changed: it is kept as a draft.
    func didChangeDraft(_ text: String)
    /// Enter in the box: send what is written.
    func didTriggerSendEvent(_ text: String)
    /// Esc in the composer: close it and keep the text as a draft.
    func didTriggerCloseComposerEvent(_ text: String)
    /// Enter on a comment: open it as a post.
    func didSelectComment(at index: Int)
    /// u: the profile of the selected comment's author (or the post's).
    func didTriggerProfileEvent(at index: Int)
    /// `r`: send the selected comment again if it was not sent, else load the thread again.
    func didTriggerRefreshEvent(selectedIndex: Int?)
    /// x on a row not sent: take it back into the box.
    func didTriggerDiscardEvent(at index: Int)
}
