/// Module is responsible for a list of accounts: who follows an account, or whom it follows.
@MainActor
protocol AccountListRouterInput: AnyObject {
    func openProfileModule(accountId: String)
    func closeCurrentModule()
}
