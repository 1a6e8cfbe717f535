import Foundation

/// Module is responsible for one post in full: its caption, every photo with its alt text,
/// counts, and the thread under it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct PostDetailAssembly {
    private let postService: any PostService
    private let likeService: any LikeService
    private let mediaService: any MediaService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        postService: any PostService, likeService: any LikeService, mediaService: any MediaService,
        moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.postService = postService
        self.likeService = likeService
        self.mediaService = mediaService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any PostDetailModuleInput) {
        let interactor = PostDetailInteractor(postService: postService, likeService: likeService, mediaService: mediaService)
        let router = PostDetailRouter(moduleFactory: moduleFactory, externalViewer: context.externalViewer)
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
