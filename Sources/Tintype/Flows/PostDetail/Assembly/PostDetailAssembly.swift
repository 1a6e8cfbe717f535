import FoundationEssentials

/// Module is responsible for one post in full: its caption, every photo with its alt text,
/// counts, and the thread under it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct PostDetailAssembly {
    private let postService: any PostService
    private let postStore: PostStore
    private let likeService: any LikeService
    private let boostService: any BoostService
    private let saveService: any SaveService
    private let pollService: any PollService
    private let translationService: any TranslationService
    private let mediaService: any MediaService
    private let accountService: any AccountService
    private let publishingService: any PublishingService
    private let quoteService: any QuoteService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        postService: any PostService, likeService: any LikeService, boostService: any BoostService, saveService: any SaveService,
        pollService: any PollService, translationService: any TranslationService, mediaService: any MediaService,
        accountService: any AccountService,
        publishingService: any PublishingService, quoteService: any QuoteService, postStore: PostStore, moduleFactory: any ModuleFactory,
        context: ModuleContext
    ) {
        self.postStore = postStore
        self.accountService = accountService
        self.publishingService = publishingService
        self.quoteService = quoteService
        self.postService = postService
        self.likeService = likeService
        self.boostService = boostService
        self.saveService = saveService
        self.pollService = pollService
        self.translationService = translationService
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any PostDetailModuleInput) {
        let interactor = PostDetailInteractor(
            postService: postService, likeService: likeService, boostService: boostService, saveService: saveService,
            pollService: pollService, translationService: translationService, mediaService: mediaService, accountService: accountService,
            publishingService: publishingService, quoteService: quoteService, postStore: postStore, externalViewer: context.externalViewer)
        let router = PostDetailRouter(moduleFactory: moduleFactory)
        let presenter = PostDetailPresenter(
            interactor: interactor, router: router, cellObjectFactory: PostDetailCellObjectFactory(),
            context: context)
        let view = PostDetailView(dataDisplayManager: PostDetailDataDisplayManager())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
