/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
@MainActor
protocol ScheduledPostsViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// `d` on a post: ask, then cancel it.
    func didTriggerCancelEvent(at index: Int)
    /// `e` or Enter on a post: back into the composer, to change its words or its time.
    func didTriggerEditEvent(at index: Int)
    /// `m` on a post: ask for another time.
    func didTriggerMoveEvent(at index: Int)
    /// Enter in the box: the time typed.
    func didTriggerSendTimeEvent(_ text: String)
    /// Esc in the box.
    func didTriggerCloseComposerEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
