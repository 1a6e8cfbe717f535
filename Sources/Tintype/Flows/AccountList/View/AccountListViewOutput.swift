/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerRefreshEvent()
    func didReachEndOfList()
    /// Enter on an account: its profile.
    func didSelectAccount(at index: Int)
    func didTriggerBackEvent()
}
