/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct SafetyFormAssembly {
    private let safetyService: any SafetyService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(safetyService: any SafetyService, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.safetyService = safetyService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any SafetyFormModuleInput) {
        let interactor = SafetyFormInteractor(safetyService: safetyService)
        let router = SafetyFormRouter(moduleFactory: moduleFactory)
        let presenter = SafetyFormPresenter(interactor: interactor, router: router, context: context)
        let view = SafetyFormView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
