/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input.
@MainActor
public struct MyListsAssembly {
    private let listService: any ListService
    private let context: ModuleContext

    public init(listService: any ListService, context: ModuleContext) {
        self.listService = listService
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any MyListsModuleInput) {
        let interactor = MyListsInteractor(listService: listService)
        let router = MyListsRouter()
        let presenter = MyListsPresenter(interactor: interactor, router: router, context: context)
        let view = MyListsView(dataDisplayManager: ListDataDisplayManager<MyListCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
