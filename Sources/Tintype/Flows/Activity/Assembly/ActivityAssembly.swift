/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct ActivityAssembly {
    private let activityService: any ActivityService
    private let followService: any FollowService
    private let safetyService: any SafetyService
    private let mediaService: any MediaService
    private let postStore: PostStore
    private let relationshipStore: RelationshipStore
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        activityService: any ActivityService, followService: any FollowService, safetyService: any SafetyService,
        mediaService: any MediaService, postStore: PostStore, relationshipStore: RelationshipStore, moduleFactory: any ModuleFactory,
        context: ModuleContext
    ) {
        self.relationshipStore = relationshipStore
        self.activityService = activityService
        self.followService = followService
        self.safetyService = safetyService
        self.mediaService = mediaService
        self.postStore = postStore
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ActivityModuleInput) {
        let interactor = ActivityInteractor(
            activityService: activityService, followService: followService, safetyService: safetyService, mediaService: mediaService,
            clock: RefreshClock(context: context), postStore: postStore, relationshipStore: relationshipStore)
        let router = ActivityRouter(moduleFactory: moduleFactory)
        let presenter = ActivityPresenter(
            interactor: interactor, router: router, cellObjectFactory: ActivityCellObjectFactory(), context: context)
        let view = ActivityView(activityDisplayManager: ListDataDisplayManager<NoticeGroupCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
