/// Module is responsible for __purpose__.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct __Module__Assembly {
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any __Module__ModuleInput) {
        let interactor = __Module__Interactor()
        let router = __Module__Router(moduleFactory: moduleFactory)
        let presenter = __Module__Presenter(interactor: interactor, router: router, context: context)
        let view = __Module__View()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
