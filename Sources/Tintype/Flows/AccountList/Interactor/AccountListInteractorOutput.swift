/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListInteractorOutput: AnyObject {
    /// `nextCursor` asks for the page after this one; nil at the end. `areMore` adds them below.
    func didObtainAccounts(_ accounts: [Profile], nextCursor: String?, areMore: Bool)
    /// A page of accounts did not come.
    func didFailToObtainAccounts(_ problem: ConnectionProblem)
}
