/// Module is responsible for a list of accounts: who follows an account, or whom it follows.
@MainActor
protocol AccountListInteractorInput: AnyObject {
    /// The first page, or the one after the cursor; answers `didObtainAccounts` or `didFailToObtainAccounts(_:)`.
    func obtainAccounts(ofAccountId accountId: String, relation: AccountRelation, after cursor: String?)
    func cancelAllRequests()
}
