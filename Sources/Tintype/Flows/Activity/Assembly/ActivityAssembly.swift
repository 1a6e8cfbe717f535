/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct ActivityAssembly {
    private let activityService: any ActivityService
    private let postStore: PostStore
    private let likeService: any LikeService
    private let boostService: any BoostService
    private let saveService: any SaveService
    private let followService: any FollowService
    private let safetyService: any SafetyService
    private let postService: any PostService
    private let mediaService: any MediaService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        activityService: any ActivityService, likeService: any LikeService, boostService: any BoostService,
        saveService: any SaveService, followService: any FollowService,
        safetyService: any SafetyService, postService: any PostService, mediaService: any MediaService, postStore: PostStore,
        moduleFactory: any ModuleFactory,
        context: ModuleContext
    ) {
        self.postStore = postStore
        self.safetyService = safetyService
        self.activityService = activityService
        self.likeService = likeService
        self.boostService = boostService
        self.saveService = saveService
        self.followService = followService
        self.postService = postService
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ActivityModuleInput) {
        let choices = PostChoiceSender(
            likeService: likeService, boostService: boostService, saveService: saveService, postService: postService, postStore: postStore)
        let interactor = ActivityInteractor(
            activityService: activityService, likeService: likeService, followService: followService, safetyService: safetyService,
            postService: postService, mediaService: mediaService, clock: RefreshClock(context: context), postStore: postStore,
            choices: choices)
        let router = ActivityRouter(moduleFactory: moduleFactory)
        let presenter = ActivityPresenter(
            interactor: interactor, router: router, cellObjectFactory: ActivityCellObjectFactory(), context: context)
        let view = ActivityView(
            activityDisplayManager: ListDataDisplayManager<NoticeGroupCell>(),
            likedPostsDisplayManager: ListDataDisplayManager<PostCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
