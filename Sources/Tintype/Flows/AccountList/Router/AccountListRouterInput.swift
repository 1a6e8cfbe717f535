/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
protocol AccountListRouterInput: AnyObject {
    func openProfileModule(accountId: String)
    func closeCurrentModule()
}
