/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct AccountSwitcherAssembly {
    private let signedInAccountsService: any SignedInAccountsService
    private let context: ModuleContext

    public init(signedInAccountsService: any SignedInAccountsService, context: ModuleContext) {
        self.signedInAccountsService = signedInAccountsService
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any AccountSwitcherModuleInput) {
        let interactor = AccountSwitcherInteractor(signedInAccountsService: signedInAccountsService)
        let router = AccountSwitcherRouter()
        let presenter = AccountSwitcherPresenter(interactor: interactor, router: router, context: context)
        let view = AccountSwitcherView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
