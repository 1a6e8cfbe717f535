/// Module is responsible for every version of my post, newest first, as it was edited.
@MainActor
protocol PostHistoryViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
