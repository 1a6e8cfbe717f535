/// Module is responsible for a list of accounts: who follows an account, or whom it follows.
@MainActor
public protocol AccountListModuleInput: AnyObject {
    /// Names the account and which of its lists to show, with its handle for the title.
    func configure(withAccountId accountId: String, relation: AccountRelation, handle: String)
}
