import Foundation

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct PostDetailAssembly {
    private let postService: any PostService
    private let likeService: any LikeService
    private let instanceName: String
    private let now: () -> Date

    public init(postService: any PostService, likeService: any LikeService, instanceName: String,
                now: @escaping () -> Date = Date.init) {
        self.postService = postService
        self.likeService = likeService
        self.instanceName = instanceName
        self.now = now
    }

    public func assembleModule() -> (view: any ModuleView, input: any PostDetailModuleInput) {
        let interactor = PostDetailInteractor(postService: postService, likeService: likeService)
        let router = PostDetailRouter()
        let presenter = PostDetailPresenter(interactor: interactor, router: router, cellObjectFactory: PostDetailCellObjectFactory(),
                                            instanceName: instanceName, now: now)
        let view = PostDetailView(dataDisplayManager: PostDetailDataDisplayManager())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
