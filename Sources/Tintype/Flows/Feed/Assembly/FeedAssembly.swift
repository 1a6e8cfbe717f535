import FoundationEssentials

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Builds the module's stack and wires its references; the only place that knows the concrete
/// types. The world outside gets the view to show and the module input to configure.
@MainActor
public struct FeedAssembly {
    private let postService: any PostService
    private let publishingService: any PublishingService
    private let accountService: any AccountService
    private let mediaService: any MediaService
    private let safetyService: any SafetyService
    private let choiceService: any ChoiceService
    private let likeService: any LikeService
    private let boostService: any BoostService
    private let saveService: any SaveService
    private let readMarkerService: any ReadMarkerService
    private let postStore: PostStore
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        postService: any PostService, publishingService: any PublishingService, accountService: any AccountService,
        mediaService: any MediaService, safetyService: any SafetyService, choiceService: any ChoiceService,
        likeService: any LikeService, boostService: any BoostService, saveService: any SaveService,
        readMarkerService: any ReadMarkerService, postStore: PostStore, moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.readMarkerService = readMarkerService
        self.likeService = likeService
        self.boostService = boostService
        self.saveService = saveService
        self.postStore = postStore
        self.choiceService = choiceService
        self.safetyService = safetyService
        self.postService = postService
        self.publishingService = publishingService
        self.accountService = accountService
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any FeedModuleInput) {
        let interactor = FeedInteractor(
            postService: postService, publishingService: publishingService, accountService: accountService, mediaService: mediaService,
            safetyService: safetyService, choiceService: choiceService, postStore: postStore,
            agesClock: RefreshClock(interval: RefreshClock.agesInterval, sleep: context.sleep),
            choices: PostChoiceSender(
                likeService: likeService, boostService: boostService, saveService: saveService, postStore: postStore))
        let router = FeedRouter(moduleFactory: moduleFactory)
        let readPositionInteractor = ReadPositionInteractor(readMarkerService: readMarkerService, sleep: context.sleep)
        let readPosition = HomeReadPosition(interactor: readPositionInteractor)
        readPositionInteractor.output = readPosition
        let presenter = FeedPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostCellObjectFactory(), context: context,
            readPosition: readPosition)
        let view = FeedView(dataDisplayManager: ListDataDisplayManager<PostCell>())
        view.output = presenter
        presenter.view = view
        readPosition.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
