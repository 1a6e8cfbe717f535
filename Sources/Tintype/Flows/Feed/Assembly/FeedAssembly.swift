/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Builds the module's stack and wires its references; the only place that knows the concrete
/// types. The world outside gets the view to show and the module input to configure.
@MainActor
public struct FeedAssembly {
    private let postService: any PostService
    private let safetyService: any SafetyService
    private let choiceService: any ChoiceService
    private let readMarkerService: any ReadMarkerService
    private let postStore: PostStore
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        postService: any PostService, safetyService: any SafetyService, choiceService: any ChoiceService,
        readMarkerService: any ReadMarkerService, postStore: PostStore, moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.postService = postService
        self.safetyService = safetyService
        self.choiceService = choiceService
        self.readMarkerService = readMarkerService
        self.postStore = postStore
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any FeedModuleInput) {
        let interactor = FeedInteractor(
            postService: postService, safetyService: safetyService, choiceService: choiceService, postStore: postStore,
            agesClock: RefreshClock(interval: RefreshClock.agesInterval, sleep: context.sleep))
        let router = FeedRouter(moduleFactory: moduleFactory)
        let readPositionInteractor = ReadPositionInteractor(readMarkerService: readMarkerService, sleep: context.sleep)
        let readPosition = HomeReadPosition(interactor: readPositionInteractor)
        readPositionInteractor.output = readPosition
        let presenter = FeedPresenter(interactor: interactor, router: router, context: context, readPosition: readPosition)
        let view = FeedView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
