import Localisation

/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
///
/// The only stateful part of the module: the accounts loaded so far and where the paging stands.
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
        guard state.list.beginRefresh() else { return }
        view?.showStatus(StatusLineViewModel(text: Strings.loadingAccounts, tone: .busy))
        updateFooter()
        interactor.obtainAccounts(of: state.source, more: false)
    }

    func didReachEndOfList() {
        guard !state.list.isRefreshing, state.list.beginLoadingOlder() else { return }
        updateFooter()
        interactor.obtainAccounts(of: state.source, more: true)
    }

    func didSelectAccount(at index: Int) {
        guard state.accounts.indices.contains(index) else { return }
        router.openProfileModule(accountId: state.accounts[index].id)
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - AccountListInteractorOutput

    func didObtainAccounts(_ accounts: [Profile], hasMore: Bool, areMore: Bool) {
        state.list.showPage(accounts, hasOlder: hasMore, fetchedAt: context.now(), areOlder: areMore)
        view?.update(with: cellObjectFactory.cellObjects(for: state.accounts, instanceName: context.instanceName))
        view?.showStatus(StatusLineViewModel(text: Strings.accountCount(state.accounts.count)))
        updateFooter()
    }

    func didFailToObtainAccounts(_ problem: ConnectionProblem) {
        state.list.failRefresh()
        state.list.failLoadingOlder()
        view?.showStatus(StatusLineViewModel(text: Strings.accountsNotLoaded(context.explain(problem)), tone: .error))
        updateFooter()
    }

    // MARK: - Private

    private func updateFooter() {
        switch state.list.footer {
        case .loadingFirst, .loadingOlder: view?.showFooter(Strings.loadingAccounts)
        case .empty: view?.showFooter(Strings.noAccounts)
        case .end: view?.showFooter(Strings.endOfAccounts)
        case .none, .notLoaded: view?.showFooter(nil)
        }
    }
}
