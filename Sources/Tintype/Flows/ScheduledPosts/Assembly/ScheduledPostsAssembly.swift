/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input.
@MainActor
public struct ScheduledPostsAssembly {
    private let publishingService: any PublishingService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(publishingService: any PublishingService, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.publishingService = publishingService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ScheduledPostsModuleInput) {
        let interactor = ScheduledPostsInteractor(publishingService: publishingService)
        let router = ScheduledPostsRouter(moduleFactory: moduleFactory)
        let presenter = ScheduledPostsPresenter(
            interactor: interactor, router: router, cellObjectFactory: ScheduledPostCellObjectFactory(), context: context)
        let view = ScheduledPostsView(dataDisplayManager: ListDataDisplayManager<ScheduledPostCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
