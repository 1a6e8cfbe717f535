/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListRouterInput: AnyObject {
    /// Opens the account's profile over this module.
    func openProfileModule(accountId: String)
    /// Closes this module, back to the one under it.
    func closeCurrentModule()
}
