import TerminalUI

/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
///
/// A passive panel: a title bar, the accounts as a list, a status line.
@MainActor
final class AccountListView: AccountListViewInput, ModuleView, TransitionHandler, ListDataDisplayManagerDelegate {
    var output: (any AccountListViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<AccountCell>
    private let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<AccountCell>) {
        self.dataDisplayManager = dataDisplayManager
        dataDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch AccountListKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            dataDisplayManager.perform(action)
            panel.setNeedsDisplay()
        case .open?: dataDisplayManager.selectedIndex.map { output?.didSelectAccount(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(AccountListKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            dataDisplayManager.draw(in: canvas, top: top, size: size)
        }
    }

    // MARK: - AccountListViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func update(with cellObjects: [AccountCellObject]) {
        dataDisplayManager.update(with: cellObjects)
        panel.setNeedsDisplay()
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showFooter(_ text: String?) {
        dataDisplayManager.showFooter(text)
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
