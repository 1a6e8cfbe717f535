import Foundation

/// Module is responsible for the thread under a post: reading it and writing into it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to embed
/// and the module input to configure.
@MainActor
public struct CommentsAssembly {
    private let commentService: any CommentService
    private let postDetailAssembly: PostDetailAssembly
    private let profileModuleFactory: ProfileModuleFactory?
    private let instanceName: String
    private let now: () -> Date

    public init(commentService: any CommentService, postDetailAssembly: PostDetailAssembly,
                profileModuleFactory: ProfileModuleFactory?, instanceName: String, now: @escaping () -> Date = Date.init) {
        self.commentService = commentService
        self.postDetailAssembly = postDetailAssembly
        self.profileModuleFactory = profileModuleFactory
        self.instanceName = instanceName
        self.now = now
    }

    public func assembleModule() -> (view: any EmbeddedModuleView, input: any CommentsModuleInput) {
        let interactor = CommentsInteractor(commentService: commentService)
        let router = CommentsRouter(postDetailAssembly: postDetailAssembly, profileModuleFactory: profileModuleFactory)
        let presenter = CommentsPresenter(interactor: interactor, router: router, cellObjectFactory: CommentsCellObjectFactory(),
                                          instanceName: instanceName, now: now)
        let view = CommentsView(dataDisplayManager: CommentsDataDisplayManager())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
