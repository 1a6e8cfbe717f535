import TerminalUI

/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
///
/// A passive panel: a title bar, the accounts as a list, a status line.
@MainActor
final class AccountListView: AccountListViewInput, ListModuleView, ListDataDisplayManagerDelegate {
    var output: (any AccountListViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<AccountCell>
    let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<AccountCell>) {
        self.dataDisplayManager = dataDisplayManager
        dataDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch AccountListKeyMap.keyMap.action(for: key) {
        case .list(let action)?: perform(action)
        case .open?: dataDisplayManager.selectedIndex.map { output?.didSelectAccount(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(AccountListKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
