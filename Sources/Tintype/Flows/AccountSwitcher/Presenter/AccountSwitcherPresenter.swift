import Localisation

/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
///
/// The only stateful part of the module: the accounts, the row chosen, and which is shown now.
@MainActor
final class AccountSwitcherPresenter: AccountSwitcherModuleInput, AccountSwitcherViewOutput, AccountSwitcherInteractorOutput {
    weak var view: (any AccountSwitcherViewInput)?
    weak var output: (any AccountSwitcherModuleOutput)?
    private let interactor: any AccountSwitcherInteractorInput
    private let router: any AccountSwitcherRouterInput
    private let context: ModuleContext
    private(set) var state = AccountSwitcherState()

    init(interactor: any AccountSwitcherInteractorInput, router: any AccountSwitcherRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - AccountSwitcherModuleInput

    func setModuleOutput(_ output: any AccountSwitcherModuleOutput) {
        self.output = output
    }

    // MARK: - AccountSwitcherViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.accountSwitcherTitle, trailing: Strings.backHint)
        interactor.obtainAccounts()
    }

    func didTriggerMoveEvent(by step: Int) {
        state.selected = min(max(0, state.selected + step), state.names.count)
        show()
    }

    func didTriggerChooseEvent() {
        if state.selected == state.names.count {
            router.closeCurrentModule()
            output?.didAskToSignIn()
            return
        }
        let name = state.names[state.selected]
        router.closeCurrentModule()
        if name != context.accountName { output?.didChooseAccount(named: name) }
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - AccountSwitcherInteractorOutput

    func didObtainAccounts(_ names: [String], defaultName: String?) {
        state.names = names
        state.defaultName = defaultName
        state.selected = names.firstIndex(of: context.accountName ?? "") ?? 0
        show()
    }

    func didFailToObtainAccounts(_ reason: String) {
        view?.showStatus(StatusLineViewModel(text: reason, tone: .error))
        show()
    }

    // MARK: - Showing

    private func show() {
        let rows =
            state.names.map { name in
                AccountSwitcherRowViewModel(
                    title: name,
                    note: [
                        name == context.accountName ? Strings.accountShownNow : nil,
                        name == state.defaultName ? Strings.accountOpenedByDefault : nil,
                    ].compactMap { $0 }.joined(separator: " · "))
            } + [AccountSwitcherRowViewModel(title: Strings.signInAnotherAccount, note: "")]
        view?.showRows(rows, selected: state.selected)
    }
}
