/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct TimelineAssembly {
    private let timelineService: any TimelineService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(timelineService: any TimelineService, moduleFactory: any ModuleFactory, context: ModuleContext) {
        self.timelineService = timelineService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any TimelineModuleInput) {
        let interactor = TimelineInteractor(timelineService: timelineService)
        let router = TimelineRouter(moduleFactory: moduleFactory)
        let presenter = TimelinePresenter(interactor: interactor, router: router, context: context)
        let view = TimelineView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
