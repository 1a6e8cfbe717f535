/// Module is responsible for the tab bar and the tabs under it.
@MainActor
protocol RootViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// Tab, Shift-Tab or a digit, while no composer is open.
    func didTriggerTabAction(_ action: TabKeyMap.Action)
    /// The first module of the tab in front was asked to close.
    func didTriggerCloseEvent()
    /// Any key, before it goes where it goes: a notice has been seen.
    func didReceiveKey()
}
