import Foundation

/// Module is responsible for one post in full: its caption, every photo with its alt text,
/// counts, and the thread under it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure. A class, because a comment opened from the thread is a
/// post too: the thread's router builds it with this same assembly.
@MainActor
public final class PostDetailAssembly {
    private let postService: any PostService
    private let likeService: any LikeService
    private let commentService: any CommentService
    private let profileModuleFactory: ProfileModuleFactory?
    private let instanceName: String
    private let now: () -> Date

    public init(postService: any PostService, likeService: any LikeService, commentService: any CommentService,
                profileModuleFactory: ProfileModuleFactory? = nil, instanceName: String, now: @escaping () -> Date = Date.init) {
        self.postService = postService
        self.likeService = likeService
        self.commentService = commentService
        self.profileModuleFactory = profileModuleFactory
        self.instanceName = instanceName
        self.now = now
    }

    public func assembleModule() -> (view: any ModuleView, input: any PostDetailModuleInput) {
        let interactor = PostDetailInteractor(postService: postService, likeService: likeService)
        let commentsAssembly = CommentsAssembly(commentService: commentService, postDetailAssembly: self,
                                                profileModuleFactory: profileModuleFactory, instanceName: instanceName, now: now)
        let router = PostDetailRouter(commentsAssembly: commentsAssembly, profileModuleFactory: profileModuleFactory)
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
