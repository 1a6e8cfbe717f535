/// Module is responsible for who liked my posts, and the posts I liked.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct LikesAssembly {
    private let likeService: any LikeService
    private let postService: any PostService
    private let mediaService: any MediaService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        likeService: any LikeService, postService: any PostService, mediaService: any MediaService, moduleFactory: any ModuleFactory,
        context: ModuleContext
    ) {
        self.likeService = likeService
        self.postService = postService
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any LikesModuleInput) {
        let interactor = LikesInteractor(
            likeService: likeService, postService: postService, mediaService: mediaService, clock: RefreshClock(context: context))
        let router = LikesRouter(moduleFactory: moduleFactory)
        let presenter = LikesPresenter(
            interactor: interactor, router: router, cellObjectFactory: LikesCellObjectFactory(), context: context)
        let view = LikesView(
            activityDisplayManager: ListDataDisplayManager<LikeGroupCell>(),
            likedPostsDisplayManager: ListDataDisplayManager<PostCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
