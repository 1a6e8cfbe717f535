import FoundationEssentials

/// Module is responsible for the thread under a post: reading it and writing into it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to embed
/// and the module input to configure.
@MainActor
public struct CommentsAssembly {
    private let commentService: any CommentService
    private let postStore: PostStore
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(commentService: any CommentService, postStore: PostStore, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.postStore = postStore
        self.commentService = commentService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any EmbeddedModuleView, input: any CommentsModuleInput) {
        let interactor = CommentsInteractor(commentService: commentService, pendingWrites: context.pendingWrites, postStore: postStore)
        let router = CommentsRouter(moduleFactory: moduleFactory)
        let presenter = CommentsPresenter(
            interactor: interactor, router: router, cellObjectFactory: CommentsCellObjectFactory(),
            context: context)
        let view = CommentsView(dataDisplayManager: ListDataDisplayManager<CommentCell>(selection: .optional))
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
