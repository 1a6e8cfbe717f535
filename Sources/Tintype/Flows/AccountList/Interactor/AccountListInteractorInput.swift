/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListInteractorInput: AnyObject {
    /// The first page, or the one after the cursor; answers `didObtainAccounts` or `didFailToObtainAccounts(_:)`.
    func obtainAccounts(of source: AccountListSource, after cursor: String?)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
