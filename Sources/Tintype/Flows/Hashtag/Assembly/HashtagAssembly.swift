/// Module is responsible for a hashtag's photo posts as a grid.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct HashtagAssembly {
    private let tagService: any TagService
    private let postStore: PostStore
    private let mediaService: any MediaService
    private let safetyService: any SafetyService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        tagService: any TagService, mediaService: any MediaService, safetyService: any SafetyService, postStore: PostStore,
        moduleFactory: any ModuleFactory,
        context: ModuleContext
    ) {
        self.postStore = postStore
        self.tagService = tagService
        self.safetyService = safetyService
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any HashtagModuleInput) {
        let interactor = HashtagInteractor(
            tagService: tagService, mediaService: mediaService, safetyService: safetyService, postStore: postStore)
        let router = HashtagRouter(moduleFactory: moduleFactory)
        let presenter = HashtagPresenter(interactor: interactor, router: router, context: context)
        let view = HashtagView(gridDataDisplayManager: GridDataDisplayManager())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
