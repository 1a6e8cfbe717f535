/// Module is responsible for the posts that quote one of mine, each opened as any post is.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct QuotesAssembly {
    private let postService: any PostService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(postService: any PostService, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.postService = postService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any QuotesModuleInput) {
        let interactor = QuotesInteractor(postService: postService)
        let router = QuotesRouter(moduleFactory: moduleFactory)
        let presenter = QuotesPresenter(interactor: interactor, router: router, context: context)
        let view = QuotesView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
