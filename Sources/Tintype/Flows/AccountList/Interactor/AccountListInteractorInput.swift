/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListInteractorInput: AnyObject {
    /// The first page, or with `more` the next one; answers `didObtainAccounts` or
    /// `didFailToObtainAccounts(_:)`. A new request replaces one under way.
    func obtainAccounts(of source: AccountListSource, more: Bool)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
