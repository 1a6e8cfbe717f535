import Localisation

/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
///
/// The only stateful part of the module: the accounts loaded so far and where the next page is.
@MainActor
final class AccountListPresenter: AccountListModuleInput, AccountListViewOutput, AccountListInteractorOutput {
    weak var view: (any AccountListViewInput)?
    private let interactor: any AccountListInteractorInput
    private let router: any AccountListRouterInput
    private let cellObjectFactory: AccountCellObjectFactory
    private let context: ModuleContext
    private(set) var state = AccountListState()

    init(
        interactor: any AccountListInteractorInput, router: any AccountListRouterInput,
        cellObjectFactory: AccountCellObjectFactory, context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - AccountListModuleInput

    func configure(withSource source: AccountListSource) {
        state.source = source
    }

    // MARK: - AccountListViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.accountListTitle(state.source), trailing: Strings.backHint)
        didTriggerRefreshEvent()
    }

    func didTriggerRefreshEvent() {
        state.isLoading = true
        state.nextCursor = nil
        view?.showStatus(StatusLineViewModel(text: Strings.loadingAccounts, tone: .busy))
        updateFooter()
        interactor.obtainAccounts(of: state.source, after: nil)
    }

    func didReachEndOfList() {
        guard let cursor = state.nextCursor, !state.isLoading else { return }
        state.isLoading = true
        updateFooter()
        interactor.obtainAccounts(of: state.source, after: cursor)
    }

    func didSelectAccount(at index: Int) {
        guard state.accounts.indices.contains(index) else { return }
        router.openProfileModule(accountId: state.accounts[index].id)
    }

    func didTriggerBackEvent() {
        interactor.cancelAllRequests()
        router.closeCurrentModule()
    }

    // MARK: - AccountListInteractorOutput

    func didObtainAccounts(_ accounts: [Profile], nextCursor: String?, areMore: Bool) {
        state.isLoading = false
        state.hasLoaded = true
        if areMore {
            let shown = Set(state.accounts.map(\.id))
            state.accounts += accounts.filter { !shown.contains($0.id) }
        } else {
            state.accounts = accounts
        }
        state.nextCursor = nextCursor
        view?.update(with: cellObjectFactory.cellObjects(for: state.accounts, instanceName: context.instanceName))
        view?.showStatus(StatusLineViewModel(text: Strings.accountCount(state.accounts.count)))
        updateFooter()
    }

    func didFailToObtainAccounts(_ problem: ConnectionProblem) {
        state.isLoading = false
        view?.showStatus(StatusLineViewModel(text: Strings.accountsNotLoaded(context.explain(problem)), tone: .error))
        updateFooter()
    }

    // MARK: - Private

    private func updateFooter() {
        if state.isLoading {
            view?.showFooter(Strings.loadingAccounts)
        } else if state.accounts.isEmpty {
            view?.showFooter(state.hasLoaded ? Strings.noAccounts : nil)
        } else {
            view?.showFooter(state.nextCursor == nil ? Strings.endOfAccounts : nil)
        }
    }
}
