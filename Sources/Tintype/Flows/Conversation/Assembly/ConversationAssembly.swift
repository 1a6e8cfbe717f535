/// Module is responsible for one direct conversation: its messages and writing to it.
///
/// Builds the module's stack and wires its references; the world outside gets the view to show
/// and the module input to configure.
@MainActor
public struct ConversationAssembly {
    private let messageService: any MessageService
    private let context: ModuleContext

    public init(messageService: any MessageService, context: ModuleContext) {
        self.messageService = messageService
        self.context = context
    }

    public func assembleModule() -> (view: any ModuleView, input: any ConversationModuleInput) {
        let interactor = ConversationInteractor(
            messageService: messageService, pendingWrites: context.pendingWrites, clock: RefreshClock(context: context))
        let router = ConversationRouter()
        let presenter = ConversationPresenter(
            interactor: interactor, router: router, cellObjectFactory: ConversationCellObjectFactory(), context: context)
        let view = ConversationView(dataDisplayManager: ListDataDisplayManager<MessageCell>())
        view.output = presenter
        presenter.view = view
        interactor.output = presenter
        router.transitionHandler = view
        return (view, presenter)
    }
}
