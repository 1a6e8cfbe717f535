/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct AccountListAssembly {
    private let accountService: any AccountService
    private let likeService: any LikeService
    private let safetyService: any SafetyService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        accountService: any AccountService, likeService: any LikeService, safetyService: any SafetyService,
        moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.accountService = accountService
        self.likeService = likeService
        self.safetyService = safetyService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any AccountListModuleInput) {
        let interactor = AccountListInteractor(accountService: accountService, likeService: likeService, safetyService: safetyService)
        let router = AccountListRouter(moduleFactory: moduleFactory)
        let presenter = AccountListPresenter(
            interactor: interactor, router: router, cellObjectFactory: AccountCellObjectFactory(),
            context: context)
        let view = AccountListView(dataDisplayManager: ListDataDisplayManager<AccountCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
