/// Module is responsible for finding people, hashtags and posts.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct ExploreAssembly {
    private let searchService: any SearchService
    private let postStore: PostStore
    private let tagService: any TagService
    private let safetyService: any SafetyService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        searchService: any SearchService, tagService: any TagService, safetyService: any SafetyService, postStore: PostStore,
        moduleFactory: any ModuleFactory,
        context: ModuleContext
    ) {
        self.postStore = postStore
        self.searchService = searchService
        self.tagService = tagService
        self.safetyService = safetyService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ExploreModuleInput) {
        let interactor = ExploreInteractor(
            searchService: searchService, tagService: tagService, safetyService: safetyService, postStore: postStore)
        let router = ExploreRouter(moduleFactory: moduleFactory)
        let presenter = ExplorePresenter(interactor: interactor, router: router, context: context)
        let view = ExploreView(dataDisplayManager: ListDataDisplayManager<ExploreCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
