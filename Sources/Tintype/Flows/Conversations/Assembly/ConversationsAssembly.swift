/// Module is responsible for the direct conversations, the latest first.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct ConversationsAssembly {
    private let messageService: any MessageService
    private let accountService: any AccountService
    private let moduleFactory: any ModuleFactory
    private let context: ModuleContext

    public init(
        messageService: any MessageService, accountService: any AccountService, moduleFactory: any ModuleFactory, context: ModuleContext
    ) {
        self.messageService = messageService
        self.accountService = accountService
        self.moduleFactory = moduleFactory
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ConversationsModuleInput) {
        let interactor = ConversationsInteractor(
            messageService: messageService, accountService: accountService, clock: RefreshClock(context: context))
        let router = ConversationsRouter(moduleFactory: moduleFactory)
        let presenter = ConversationsPresenter(
            interactor: interactor, router: router, cellObjectFactory: ConversationsCellObjectFactory(), context: context)
        let view = ConversationsView(dataDisplayManager: ListDataDisplayManager<ConversationCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
