/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListInteractorOutput: AnyObject {
    /// Every account loaded so far; `hasMore` while the server has more, `areMore` for the answer
    /// to a next page.
    func didObtainAccounts(_ accounts: [Profile], hasMore: Bool, areMore: Bool)
    /// A page of accounts did not come.
    func didFailToObtainAccounts(_ problem: ConnectionProblem)
}
