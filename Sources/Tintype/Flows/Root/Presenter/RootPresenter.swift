import Localisation

/// Module is responsible for the tab bar and the tabs under it.
///
/// The only stateful part of the module: which tab is in front, the tabs' counts, who is signed
/// in. The tabs themselves are modules of their own, embedded by the router.
@MainActor
final class RootPresenter: RootModuleInput, RootViewOutput, RootInteractorOutput, TabBadgeModuleOutput,
    AccountSwitcherModuleOutput
{
    weak var view: (any RootViewInput)?
    weak var output: (any RootModuleOutput)?
    private let interactor: any RootInteractorInput
    private let router: any RootRouterInput
    private let context: ModuleContext
    private(set) var state = RootState()

    init(interactor: any RootInteractorInput, router: any RootRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - RootModuleInput

    func configure(withInitialTab tab: RootTab) {
        state.activeTab = tab
    }

    func configureOpeningComposer() {
        state.opensComposer = true
    }

    func setModuleOutput(_ output: any RootModuleOutput) {
        self.output = output
    }

    func configure(withNotice notice: RootNotice) {
        state.notice = notice
        showTabBar()
    }

    // MARK: - RootViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState(tabCount: RootTab.allCases.count)
        router.embedTabModules(badgeOutput: self, openingComposer: state.opensComposer)
        view?.showTab(at: state.activeTab.rawValue)
        output?.didShowTab(state.activeTab)
        showTabBar()
        context.firstScreen.whenOpen { [weak self] in self?.interactor.obtainCurrentAccount() }
    }

    func didTriggerTabAction(_ action: TabKeyMap.Action) {
        let tabs = RootTab.allCases
        let target: RootTab?
        switch action {
        case .next: target = RootTab(rawValue: (state.activeTab.rawValue + 1) % tabs.count)
        case .previous: target = RootTab(rawValue: (state.activeTab.rawValue + tabs.count - 1) % tabs.count)
        case .position(let position): target = RootTab(rawValue: position - 1)
        case .switchAccount:
            router.openAccountSwitcher(output: self)
            return
        }
        guard let target, target != state.activeTab else { return }
        state.activeTab = target
        view?.showTab(at: target.rawValue)
        output?.didShowTab(target)
        showTabBar()
    }

    // MARK: - AccountSwitcherModuleOutput

    func didChooseAccount(named accountName: String) {
        output?.didChooseAccount(named: accountName)
    }

    func didAskToSignIn() {
        output?.didAskToSignIn()
    }

    func didTriggerCloseEvent() {
        router.closeCurrentModule()
    }

    func didReceiveKey() {
        guard state.notice != nil else { return }
        state.notice = nil
        showTabBar()
    }

    // MARK: - RootInteractorOutput

    func didObtainCurrentAccount(_ account: Author) {
        state.accountHandle = "@\(account.handle)@\(context.instanceName)"
        showTabBar()
    }

    // MARK: - TabBadgeModuleOutput

    func didChangeBadgeCount(_ count: Int, ofTab tab: RootTab) {
        state.badgeCounts[tab] = max(0, count)
        showTabBar()
    }

    // MARK: - Private

    private func showTabBar() {
        let tabs = RootTab.allCases.map { TabBarViewModel.Tab(title: $0.title, count: state.badgeCounts[$0] ?? 0) }
        view?.showTabBar(
            TabBarViewModel(
                tabs: tabs, activeIndex: state.activeTab.rawValue,
                trailing: state.notice.map(Strings.text(of:)) ?? state.accountHandle ?? context.instanceName))
        let unseen = state.badgeCounts.values.reduce(0, +)
        let screen = state.activeTab.title
        view?.showTerminalTitle(unseen > 0 ? Strings.terminalTitleWithNews(unseen, screen: screen) : Strings.terminalTitle(screen))
    }
}
