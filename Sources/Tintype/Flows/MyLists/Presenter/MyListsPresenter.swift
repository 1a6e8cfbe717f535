import Localisation
import TextBasics

/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
///
/// The only stateful part of the module: the lists, which of them hold the account, and what the
/// box at the bottom is naming. A mark changes at once and goes back if the server refuses.
@MainActor
final class MyListsPresenter: MyListsModuleInput, MyListsViewOutput, MyListsInteractorOutput {
    weak var view: (any MyListsViewInput)?
    private let interactor: any MyListsInteractorInput
    private let router: any MyListsRouterInput
    private let cellObjectFactory = MyListCellObjectFactory()
    private let context: ModuleContext
    private(set) var state = MyListsState()

    init(interactor: any MyListsInteractorInput, router: any MyListsRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - MyListsModuleInput

    func configure(forAccountId accountId: String, handle: String) {
        state.accountId = accountId
        state.handle = handle
    }

    // MARK: - MyListsViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(state.accountId == nil ? Strings.myListsTitle : Strings.myListsTitleFor(state.handle), trailing: Strings.backHint)
        didTriggerRefreshEvent()
    }

    func didTriggerRefreshEvent() {
        state.deletingId = nil
        showStatus(Strings.myListsLoading, tone: .busy)
        interactor.obtainLists(showingMembershipOf: state.accountId)
    }

    /// Enter on a list: the account goes in, or comes out.
    func didTriggerToggleEvent(at index: Int) {
        state.deletingId = nil
        guard let accountId = state.accountId, let isIn = state.lists[safe: index]?.holdsAccount else { return }
        let list = state.lists[index]
        state.lists[index].holdsAccount = !isIn
        showList()
        showStatus(
            isIn
                ? Strings.myListsTakingOut(handle: state.handle, list: list.title)
                : Strings.myListsPuttingIn(handle: state.handle, list: list.title), tone: .busy)
        interactor.changeMembership(ofAccountId: accountId, inListWithId: list.id, to: !isIn)
    }

    func didTriggerNewListEvent() {
        state.deletingId = nil
        state.naming = .newList
        view?.showComposer(ComposerViewModel(title: Strings.myListsNewTitle, text: "", characterLimit: nil, hint: Strings.myListsNameHint))
    }

    func didTriggerRenameEvent(at index: Int) {
        state.deletingId = nil
        guard let list = state.lists[safe: index] else { return }
        state.naming = .rename(listId: list.id)
        view?.showComposer(
            ComposerViewModel(
                title: Strings.myListsRenameTitle(list.title), text: list.title, characterLimit: nil, hint: Strings.myListsNameHint))
    }

    /// `d` asks, `d` again on the same list takes it down.
    func didTriggerDeleteEvent(at index: Int) {
        guard let list = state.lists[safe: index] else { return }
        guard state.deletingId == list.id else {
            state.deletingId = list.id
            return showStatus(Strings.myListsDeleteAsk(list.title), tone: .warning)
        }
        state.deletingId = nil
        showStatus(Strings.myListsDeleting, tone: .busy)
        interactor.deleteList(withId: list.id)
    }

    func didTriggerSendNameEvent(_ text: String) {
        let title = text.trimmed()
        guard !title.isEmpty else { return showStatus(Strings.myListsNameMissing, tone: .warning) }
        guard let naming = state.naming else { return }
        state.naming = nil
        view?.hideComposer()
        showStatus(Strings.myListsSaving, tone: .busy)
        switch naming {
        case .newList: interactor.makeList(titled: title)
        case .rename(let listId): interactor.renameList(withId: listId, to: title)
        }
    }

    func didTriggerCloseComposerEvent() {
        state.naming = nil
        view?.hideComposer()
        showHelp()
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - MyListsInteractorOutput

    func didObtainLists(_ lists: [MyList]) {
        state.lists = lists
        state.hasLoaded = true
        showList()
        showHelp()
    }

    func didFailToObtainLists(_ problem: ConnectionProblem) {
        showStatus(Strings.myListsNotLoaded(context.explain(problem)), tone: .error)
    }

    /// A new list holds no one yet; opened for an account, it is marked so at once.
    func didMakeList(_ list: MyList) {
        var made = list
        if state.accountId != nil { made.holdsAccount = false }
        state.lists.append(made)
        showList()
        showStatus(Strings.myListsMade(list.title))
    }

    func didRenameList(_ list: MyList) {
        guard let index = state.index(ofListWithId: list.id) else { return }
        state.lists[index].title = list.title
        showList()
        showStatus(Strings.myListsRenamed(list.title))
    }

    func didDeleteList(withId listId: String) {
        state.lists.removeAll { $0.id == listId }
        showList()
        showStatus(Strings.myListsDeleted)
    }

    func didFailToChangeLists(_ problem: ConnectionProblem) {
        showStatus(Strings.myListsNotChanged(context.explain(problem)), tone: .error)
    }

    func didChangeMembership(inListWithId listId: String, to isIn: Bool) {
        guard let list = state.lists.first(where: { $0.id == listId }) else { return }
        showStatus(
            isIn
                ? Strings.myListsPutIn(handle: state.handle, list: list.title)
                : Strings.myListsTakenOut(handle: state.handle, list: list.title))
    }

    func didFailToChangeMembership(inListWithId listId: String, problem: ConnectionProblem) {
        guard let index = state.index(ofListWithId: listId) else { return }
        state.lists[index].holdsAccount?.toggle()
        showList()
        showStatus(Strings.myListsMembershipNotChanged(context.explain(problem)), tone: .error)
    }

    // MARK: - Private

    private func showList() {
        view?.update(with: cellObjectFactory.cellObjects(for: state.lists))
        view?.showFooter(state.hasLoaded && state.lists.isEmpty ? Strings.myListsNone : nil)
    }

    private func showHelp() {
        showStatus(state.accountId == nil ? Strings.myListsHelp : Strings.myListsHelpForAccount(state.handle))
    }

    private func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }
}
