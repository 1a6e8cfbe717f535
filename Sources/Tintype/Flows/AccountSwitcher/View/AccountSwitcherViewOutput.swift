/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
@MainActor
protocol AccountSwitcherViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerMoveEvent(by step: Int)
    func didTriggerChooseEvent()
    func didTriggerBackEvent()
}
