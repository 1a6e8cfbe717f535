/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
@MainActor
protocol MyListsViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// Enter or Space on a list: put the account in it, or take it out.
    func didTriggerToggleEvent(at index: Int)
    /// `n`: name a new list.
    func didTriggerNewListEvent()
    /// `e` on a list: name it anew.
    func didTriggerRenameEvent(at index: Int)
    /// `d` on a list: ask, then take it down.
    func didTriggerDeleteEvent(at index: Int)
    /// Enter in the box: the name it holds.
    func didTriggerSendNameEvent(_ text: String)
    /// Esc in the box.
    func didTriggerCloseComposerEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
