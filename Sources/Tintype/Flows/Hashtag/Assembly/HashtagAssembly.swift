/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct HashtagAssembly {
    private let tagService: any TagService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        tagService: any TagService, moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.tagService = tagService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any HashtagModuleInput) {
        let interactor = HashtagInteractor(tagService: tagService)
        let router = HashtagRouter(moduleFactory: moduleFactory)
        let presenter = HashtagPresenter(interactor: interactor, router: router, context: context)
        let view = HashtagView()
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
