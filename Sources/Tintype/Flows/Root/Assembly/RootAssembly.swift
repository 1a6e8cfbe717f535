/// Module is responsible for the tab bar and the tabs under it, each with its own stack of
/// modules.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input.
@MainActor
public struct RootAssembly {
    private let accountService: any AccountService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(accountService: any AccountService, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.accountService = accountService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any RootModuleInput) {
        let interactor = RootInteractor(accountService: accountService)
        let router = RootRouter(moduleFactory: moduleFactory)
        let presenter = RootPresenter(interactor: interactor, router: router, context: context)
        let view = RootView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
