import FoundationEssentials
import Localisation
import TextBasics

/// Module is responsible for one direct conversation: its messages and writing to it.
///
/// The only stateful part of the module. The chat is loaded when the view is ready and again
/// when a message arrives live (or each minute, where the server does not stream); the draft is
/// saved a moment after the typing stops; what is sent shows at once as "sending…".
@MainActor
final class ConversationPresenter: ConversationModuleInput, ConversationViewOutput, ConversationInteractorOutput {
    weak var view: (any ConversationViewInput)?
    private weak var moduleOutput: (any ConversationModuleOutput)?
    /// Not private: a test shows it is freed with the module.
    let interactor: any ConversationInteractorInput
    private let router: any ConversationRouterInput
    private let cellObjectFactory: ConversationCellObjectFactory
    private let context: ModuleContext
    private let draftAutosave: DraftAutosave
    /// The save that waits for the typing to stop; a test awaits it rather than the clock.
    var draftSaveTask: Task<Void, Never>? { draftAutosave.pending }
    private(set) var state = ConversationState()

    init(
        interactor: any ConversationInteractorInput, router: any ConversationRouterInput,
        cellObjectFactory: ConversationCellObjectFactory, context: ModuleContext, draftSaveDelay: Duration = .milliseconds(500)
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
        draftAutosave = DraftAutosave(delay: draftSaveDelay)
    }

    // MARK: - ConversationModuleInput

    func configure(with conversation: Conversation) {
        state.conversation = conversation
    }

    func setModuleOutput(_ moduleOutput: any ConversationModuleOutput) {
        self.moduleOutput = moduleOutput
    }

    // MARK: - ConversationViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        let people = state.conversation.participants
        view?.showTitle(Strings.names(people.map(\.displayName)), trailing: people.map { "@" + $0.handle }.joined(separator: " "))
        view?.showStatus(StatusLineViewModel(text: Strings.loadingMessages, tone: .busy))
        interactor.enterConversation(withKey: state.conversation.key)
        interactor.obtainMessages(in: state.conversation)
        interactor.obtainDraft(forConversationWithKey: state.conversation.key)
        interactor.obtainCharacterLimit()
        interactor.observeConversations()
        interactor.observeSentMessages(in: state.conversation)
        interactor.observeRefreshTime()
    }

    func didChangeDraft(_ text: String) {
        let key = state.conversation.key
        draftAutosave.schedule { [weak self] in self?.interactor.saveDraft(text, forConversationWithKey: key) }
    }

    func didTriggerSendEvent(_ text: String) {
        let trimmed = text.trimmed()
        guard !trimmed.isEmpty else {
            view?.showStatus(StatusLineViewModel(text: Strings.emptyMessage, tone: .warning))
            return
        }
        guard trimmed.count <= state.characterLimit else {
            view?.showStatus(StatusLineViewModel(text: Strings.tooLong(trimmed.count - state.characterLimit), tone: .error))
            return
        }
        draftAutosave.cancel()
        view?.setComposerText("")
        // The draft is cleared by the service once the message is safe in the outbox.
        interactor.sendMessage(trimmed, in: state.conversation)
    }

    func didTriggerRetryEvent(at index: Int) {
        guard let message = state.messages[safe: index], case .notSent = message.delivery else {
            didTriggerRefreshEvent()
            return
        }
        updateMessage(withId: message.id) { $0.delivery = .sending }
        interactor.retryMessage(withId: message.id, in: state.conversation)
    }

    func didTriggerDiscardEvent(at index: Int) {
        guard let message = state.messages[safe: index], case .notSent = message.delivery else { return }
        interactor.discardMessage(withId: message.id)
    }

    func didTriggerRefreshEvent() {
        view?.showStatus(StatusLineViewModel(text: Strings.refreshing, tone: .busy))
        interactor.obtainMessages(in: state.conversation)
    }

    /// The composer's text is kept as the draft before the module goes.
    func didTriggerCloseEvent(draft: String) {
        draftAutosave.cancel()
        interactor.saveDraft(draft, forConversationWithKey: state.conversation.key)
        interactor.leaveConversation(withKey: state.conversation.key)
        router.closeCurrentModule()
    }

    /// The app is going: the draft is kept; the module is freed with the rest.
    func didTriggerDetachEvent(draft: String) {
        draftAutosave.cancel()
        interactor.saveDraft(draft, forConversationWithKey: state.conversation.key)
        interactor.cancelAllRequests()
    }

    // MARK: - ConversationInteractorOutput

    /// The server's thread and the outbox's messages, with those this run is sending after them
    /// (one queued after the outbox was read must not vanish until its answer comes).
    func didObtainMessages(_ messages: [Message]) {
        state.messages = Self.merging(messages, keepingSendingFrom: state.messages)
        state.isLoaded = true
        showMessages()
        view?.showStatus(StatusLineViewModel(text: Strings.messagesOnline(state.messages.count)))
        moduleOutput?.didReadConversation(withKey: state.conversation.key)
    }

    /// What was shown stays; what waits in the outbox is shown too, from the start.
    func didFailToObtainMessages(_ problem: ConnectionProblem, waiting: [Message]) {
        if !state.isLoaded {
            state.messages = Self.merging(waiting, keepingSendingFrom: state.messages)
            showMessages()
        }
        view?.showStatus(StatusLineViewModel(text: Strings.messagesNotLoaded(context.explain(problem)), tone: .error))
    }

    func didReceiveNewMessage() {
        interactor.obtainMessages(in: state.conversation)
    }

    /// Where the server does not stream, this is how a reply shows.
    func didReachRefreshTime() {
        interactor.obtainMessages(in: state.conversation)
    }

    func didObtainDraft(_ text: String) {
        view?.showComposer(
            ComposerViewModel(
                title: Strings.messageTo(Strings.names(state.conversation.participants.map(\.displayName))), text: text,
                characterLimit: state.characterLimit, hint: Strings.messageComposerHint))
    }

    func didObtainCharacterLimit(_ limit: Int) {
        state.characterLimit = limit
        view?.setComposerCharacterLimit(limit)
    }

    func didFailToSaveDraft(_ problem: ConnectionProblem) {
        view?.showStatus(StatusLineViewModel(text: Strings.draftNotSaved(context.explain(problem)), tone: .error))
    }

    func didQueueMessage(_ message: Message) {
        state.messages.append(message)
        showMessages()
    }

    func didFailToQueueMessage(_ text: String, problem: ConnectionProblem) {
        // Nothing is lost: the text goes back into the composer it came from.
        view?.setComposerText(text)
        view?.showStatus(StatusLineViewModel(text: Strings.messageNotSaved(context.explain(problem)), tone: .error))
    }

    /// Reported once per message that is still shown queued; a copy the thread holds already (it
    /// came with a reload) makes the queued one go.
    func didSendMessage(_ message: Message, replacingId queuedId: String) {
        guard state.messages.contains(where: { $0.id == queuedId }) else { return }
        if state.messages.contains(where: { $0.id == message.id }) {
            state.messages.removeAll { $0.id == queuedId }
            showMessages()
        } else {
            updateMessage(withId: queuedId) { $0 = message }
        }
    }

    func didFailToSendMessage(withId queuedId: String, problem: ConnectionProblem) {
        updateMessage(withId: queuedId) { $0.delivery = .notSent(context.explain(problem)) }
    }

    func didDiscardMessage(withId queuedId: String, draft: String) {
        state.messages.removeAll { $0.id == queuedId }
        showMessages()
        view?.setComposerText(draft)
        view?.showStatus(StatusLineViewModel(text: Strings.messageTakenBack))
    }

    func didFailToDiscardMessage(withId queuedId: String, problem: ConnectionProblem) {
        view?.showStatus(StatusLineViewModel(text: Strings.notTakenBack(context.explain(problem)), tone: .error))
    }

    // MARK: - Private

    private static func merging(_ messages: [Message], keepingSendingFrom shown: [Message]) -> [Message] {
        let loaded = Set(messages.map(\.id))
        return messages + shown.filter { $0.delivery == .sending && !loaded.contains($0.id) }
    }

    private func updateMessage(withId id: String, _ change: (inout Message) -> Void) {
        guard let index = state.messages.firstIndex(where: { $0.id == id }) else { return }
        change(&state.messages[index])
        showMessages()
    }

    private func showMessages() {
        view?.update(with: cellObjectFactory.cellObjects(for: state.messages, now: context.now()))
        if state.isLoaded, state.messages.isEmpty {
            view?.showFooter(Strings.noMessagesYet)
        } else {
            view?.showFooter(nil)
        }
    }
}
