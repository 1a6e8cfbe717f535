/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
protocol AccountSwitcherViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// j/k: the selection moves by this many rows.
    func didTriggerMoveEvent(by step: Int)
    /// Enter: show the selected account, or sign in to another.
    func didTriggerChooseEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
