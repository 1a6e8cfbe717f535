/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// The selection reached the last row loaded: older ones are wanted.
    func didReachEndOfList()
    /// Enter on an account: its profile.
    func didSelectAccount(at index: Int)
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
