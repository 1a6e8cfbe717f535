import FoundationEssentials
import Localisation

/// Module is responsible for the direct conversations, the latest first.
///
/// The only stateful part of the module. Shows the cached conversations at once and the server's
/// behind them, when the tab appears, each minute while it is shown, and when a message arrives
/// live. The tab bar hears how many conversations are unread, whether the tab is shown or not.
@MainActor
final class ConversationsPresenter: ConversationsModuleInput, ConversationsViewOutput, ConversationsInteractorOutput,
    ConversationModuleOutput
{
    weak var view: (any ConversationsViewInput)?
    private weak var badgeOutput: (any TabBadgeModuleOutput)?
    let interactor: any ConversationsInteractorInput
    private let router: any ConversationsRouterInput
    private let cellObjectFactory: ConversationsCellObjectFactory
    private let context: ModuleContext
    private(set) var state = ConversationsState()

    init(
        interactor: any ConversationsInteractorInput, router: any ConversationsRouterInput,
        cellObjectFactory: ConversationsCellObjectFactory, context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - ConversationsModuleInput

    func configure(withBadgeOutput output: any TabBadgeModuleOutput) {
        badgeOutput = output
        // The count beside the tab waits for Home's first page, as the other tabs' requests do.
        context.firstScreen.whenOpen { [weak self] in
            guard let self else { return }
            if !state.isViewReady { interactor.obtainUnreadCount() }
            observeConversations()
        }
    }

    // MARK: - ConversationsViewOutput

    func didTriggerViewReadyEvent() {
        observeConversations()
        state.isViewReady = true
        view?.setupInitialState()
        view?.showTitle(Strings.conversationsTitle, trailing: Strings.newConversationHint)
        didTriggerViewWillAppearEvent()
    }

    func didTriggerViewWillAppearEvent() {
        state.isShown = true
        load()
    }

    func didTriggerViewDidDisappearEvent() {
        state.isShown = false
    }

    func didTriggerRefreshEvent() {
        load()
    }

    func didReachEndOfList() {
        guard state.list.beginLoadingOlder() else { return }
        interactor.obtainOlderConversations()
        updateFooter()
    }

    func didSelectConversation(at index: Int) {
        guard var conversation = state.conversations[safe: index] else { return }
        // Opening it reads it: the mark goes at once, the server hears it from the thread.
        if conversation.isUnread {
            conversation.isUnread = false
            state.list.updateItems { [conversation] in $0[index] = conversation }
            showConversations()
            badgeOutput?.didChangeBadgeCount(unreadCount, ofTab: .messages)
        }
        router.openConversationModule(with: conversation, moduleOutput: self)
    }

    func didTriggerNewConversationEvent() {
        view?.showComposer(
            ComposerViewModel(title: Strings.newConversationTitle, text: "", characterLimit: nil, hint: Strings.newConversationComposerHint)
        )
    }

    func didTriggerSendHandlesEvent(_ text: String) {
        state.isLookingUp = true
        state.lookupProblem = nil
        view?.showStatus(StatusLineViewModel(text: Strings.lookingUpAccounts, tone: .busy))
        interactor.obtainAccounts(namedIn: text)
    }

    func didTriggerCloseComposerEvent() {
        state.isLookingUp = false
        state.lookupProblem = nil
        view?.hideComposer()
        showStatus()
    }

    func didTriggerCloseEvent() {
        router.closeCurrentModule()
    }

    // MARK: - ConversationsInteractorOutput

    func didObtainCachedConversations(_ list: ConversationList) {
        guard state.list.showCached(list.conversations, hasOlder: list.hasOlder, savedAt: list.fetchedAt) else { return }
        showConversations()
        showStatus()
    }

    func didObtainConversations(_ list: ConversationList, areOlder: Bool, storageProblem: ConnectionProblem?) {
        state.list.showPage(list.conversations, hasOlder: list.hasOlder, fetchedAt: list.fetchedAt, areOlder: areOlder)
        showConversations()
        badgeOutput?.didChangeBadgeCount(unreadCount, ofTab: .messages)
        if let storageProblem {
            view?.showStatus(StatusLineViewModel(text: Strings.conversationsNotSaved(context.explain(storageProblem)), tone: .warning))
        } else {
            showStatus()
        }
        if state.list.takeMissedNews() { load() }
    }

    func didFailToObtainConversations(_ problem: ConnectionProblem, areOlder: Bool) {
        state.list.failPage(areOlder: areOlder)
        updateFooter()
        let reason = context.explain(problem)
        view?.showStatus(
            StatusLineViewModel(
                text: areOlder ? Strings.olderConversationsFailed(reason) : Strings.conversationsNotLoaded(reason), tone: .error))
    }

    func didObtainUnreadCount(_ count: Int) {
        badgeOutput?.didChangeBadgeCount(count, ofTab: .messages)
    }

    /// A message arrived live: the list is fetched when it is in front, the count otherwise.
    func didReceiveNewMessage() {
        if state.isShown {
            load(forNews: true)
        } else {
            interactor.obtainUnreadCount()
        }
    }

    /// The list is fetched anew while shown; out of sight, only the unread are counted.
    func didReachRefreshTime() {
        state.isShown ? load() : interactor.obtainUnreadCount()
    }

    func didObtainAccounts(_ accounts: [Author]) {
        guard state.isLookingUp else { return }
        state.isLookingUp = false
        view?.hideComposer()
        showStatus()
        // People already written to are the same conversation, found by who is in it.
        let new = Conversation.new(with: accounts)
        router.openConversationModule(with: state.conversations.first { $0.key == new.key } ?? new, moduleOutput: self)
    }

    func didFindNoHandles() {
        guard state.isLookingUp else { return }
        state.isLookingUp = false
        view?.showStatus(StatusLineViewModel(text: Strings.noHandlesGiven, tone: .warning))
    }

    func didFailToObtainAccount(withHandle handle: String, problem: ConnectionProblem) {
        guard state.isLookingUp else { return }
        state.isLookingUp = false
        state.lookupProblem =
            problem == .notFound
            ? Strings.noSuchAccount(handle: handle, instance: context.instanceName)
            : Strings.accountNotLookedUp(handle: handle, reason: context.explain(problem))
        showStatus()
    }

    // MARK: - ConversationModuleOutput

    /// The server marked it read after a count may have been asked for (a message of mine makes
    /// the demo's conversation unread again): the count is asked for anew.
    func didReadConversation(withKey key: String) {
        state.list.updateItems { conversations in
            for index in conversations.indices where conversations[index].key == key {
                conversations[index].isUnread = false
            }
        }
        showConversations()
        interactor.obtainUnreadCount()
    }

    // MARK: - Private

    private var unreadCount: Int {
        state.conversations.filter(\.isUnread).count
    }

    /// Live messages and the refresh clock, each started once.
    /// Once: from the tab's first showing or from its count's start, whichever comes first.
    private func observeConversations() {
        guard !state.isObserving else { return }
        state.isObserving = true
        interactor.observeConversations()
        interactor.observeRefreshTime()
    }

    /// The cached copy the first time, then the server's.
    /// `forNews`: a message arrived; one that came while a page was on its way fetches again.
    private func load(forNews: Bool = false) {
        guard state.list.beginRefresh(forNews: forNews) else { return }
        if !state.hasStarted {
            state.hasStarted = true
            interactor.obtainCachedConversations()
        }
        interactor.obtainNewestConversations()
        showStatus()
        updateFooter()
    }

    private func showConversations() {
        guard state.isViewReady else { return }
        view?.update(with: cellObjectFactory.cellObjects(for: state.conversations, now: context.now()))
        updateFooter()
    }

    private func updateFooter() {
        guard state.isViewReady else { return }
        view?.showFooter(Self.wording.footer(of: state.list))
    }

    private func showStatus() {
        guard state.isViewReady, !state.isLookingUp else { return }
        if let lookupProblem = state.lookupProblem {
            view?.showStatus(StatusLineViewModel(text: lookupProblem, tone: .error))
            return
        }
        if let status = Self.wording.status(of: state.list, now: context.now()) { view?.showStatus(status) }
    }

    /// How the list of conversations words where it stands.
    private static var wording: PagedListWording {
        PagedListWording(
            cached: Strings.conversationsCached, loadingFirst: { Strings.loadingConversations }, online: Strings.conversationsOnline,
            loadingOlder: { Strings.loadingOlderConversations }, empty: { Strings.noConversationsYet },
            end: { Strings.endOfConversations })
    }
}
