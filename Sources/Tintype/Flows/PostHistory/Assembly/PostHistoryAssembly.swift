/// Module is responsible for every version of my post, newest first, as it was edited.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct PostHistoryAssembly {
    private let postService: any PostService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(postService: any PostService, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.postService = postService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any PostHistoryModuleInput) {
        let interactor = PostHistoryInteractor(postService: postService)
        let router = PostHistoryRouter(moduleFactory: moduleFactory)
        let presenter = PostHistoryPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostVersionCellObjectFactory(), context: context)
        let view = PostHistoryView(dataDisplayManager: ListDataDisplayManager<PostVersionCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
