/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
@MainActor
protocol TimelineViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
    /// Back in front after another screen.
    func didTriggerViewWillAppearEvent()
    /// `e`: my lists, to make, rename or take down.
    func didTriggerListsEvent()
    /// `]` or `[`: the next timeline (1), or the one before (-1).
    func didTriggerSwitchEvent(by offset: Int)
}
