/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
final class AccountListRouter: AccountListRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openProfileModule(accountId: String) {
        ProfileRoute(moduleFactory: moduleFactory).open(accountId: accountId, from: transitionHandler)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
