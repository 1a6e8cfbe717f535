/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct ComposeAssembly {
    private let publishingService: any PublishingService
    private let postStore: PostStore
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(publishingService: any PublishingService, postStore: PostStore, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.postStore = postStore
        self.publishingService = publishingService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ComposeModuleInput) {
        let interactor = ComposeInteractor(
            publishingService: publishingService, photoFiles: PhotoFiles(), pendingWrites: context.pendingWrites, postStore: postStore)
        let router = ComposeRouter(moduleFactory: moduleFactory)
        let presenter = ComposePresenter(interactor: interactor, router: router, context: context)
        let view = ComposeView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
