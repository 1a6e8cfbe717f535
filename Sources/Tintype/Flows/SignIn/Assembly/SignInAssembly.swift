/// Module is responsible for signing in to an instance, when Tintype has no account yet.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure. It needs no account's services, only the sign-in service:
/// it is what comes before there is an account.
@MainActor
public struct SignInAssembly {
    private let signInService: any SignInService

    public init(signInService: any SignInService) {
        self.signInService = signInService
    }

    public func assembleModule(output: any SignInModuleOutput) -> any ModuleView {
        let interactor = SignInInteractor(signInService: signInService)
        let router = SignInRouter()
        let presenter = SignInPresenter(interactor: interactor, router: router)
        let view = SignInView()
        view.output = presenter
        presenter.view = view
        presenter.configureModule(output: output)
        interactor.output = presenter
        router.transitionHandler = view
        return view
    }
}
