import TerminalUI

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to embed
/// and the module input to configure.
@MainActor
public struct PostListAssembly {
    private let postService: any PostService
    private let accountService: any AccountService
    private let likeService: any LikeService
    private let boostService: any BoostService
    private let saveService: any SaveService
    private let safetyService: any SafetyService
    private let tagService: any TagService
    private let timelineService: any TimelineService
    private let quoteService: any QuoteService
    private let publishingService: any PublishingService
    private let mediaService: any MediaService
    private let postStore: PostStore
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        postService: any PostService, accountService: any AccountService, likeService: any LikeService, boostService: any BoostService,
        saveService: any SaveService,
        safetyService: any SafetyService, tagService: any TagService, timelineService: any TimelineService, quoteService: any QuoteService,
        publishingService: any PublishingService, mediaService: any MediaService, postStore: PostStore,
        moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.postService = postService
        self.accountService = accountService
        self.likeService = likeService
        self.boostService = boostService
        self.saveService = saveService
        self.safetyService = safetyService
        self.tagService = tagService
        self.timelineService = timelineService
        self.quoteService = quoteService
        self.publishingService = publishingService
        self.mediaService = mediaService
        self.postStore = postStore
        self.moduleFactory = moduleFactory
        self.context = context
    }

    /// `keysScreen`: the host's section of the configuration file, where these keys are changed;
    /// `hostKeys`: the keys the host binds while the posts are shown, which the selected post's
    /// actions leave to it.
    public func assembleModule(keysScreen: String, hostKeys: Set<KeyEvent>) -> (
        view: any EmbeddedModuleView, input: any PostListModuleInput
    ) {
        let interactor = PostListInteractor(
            postService: postService, accountService: accountService, likeService: likeService, boostService: boostService,
            saveService: saveService,
            safetyService: safetyService, tagService: tagService, timelineService: timelineService, quoteService: quoteService,
            publishingService: publishingService,
            mediaService: mediaService, postStore: postStore)
        let router = PostListRouter(moduleFactory: moduleFactory)
        let presenter = PostListPresenter(interactor: interactor, router: router, context: context)
        let view = PostListView(
            keysScreen: keysScreen, hostKeys: hostKeys, dataDisplayManager: ListDataDisplayManager<PostCell>(),
            gridDataDisplayManager: GridDataDisplayManager())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
