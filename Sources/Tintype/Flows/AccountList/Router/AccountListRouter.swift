/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
@MainActor
final class AccountListRouter: AccountListRouterInput {
    weak var transitionHandler: (any TransitionHandler)?
    private let moduleFactory: any ModuleFactory

    init(moduleFactory: any ModuleFactory) {
        self.moduleFactory = moduleFactory
    }

    func openProfileModule(accountId: String) {
        let module = moduleFactory.makeProfileModule()
        module.input.configure(withAccountId: accountId)
        transitionHandler?.openModule(module.view)
    }

    func closeCurrentModule() {
        transitionHandler?.closeCurrentModule()
    }
}
