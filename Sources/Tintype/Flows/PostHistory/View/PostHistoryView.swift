import TerminalUI

/// Module is responsible for every version of my post, newest first, as it was edited.
///
/// A passive panel: a title bar, the versions as a list, a status line. Keys go through the
/// module's key map; what to show comes from the presenter.
@MainActor
final class PostHistoryView: PostHistoryViewInput, ListModuleView {
    var output: (any PostHistoryViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<PostVersionCell>
    let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<PostVersionCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch PostHistoryKeyMap.keyMap.action(for: key) {
        case .list(let action)?: perform(action)
        case .help?: panel.showKeyHelp(PostHistoryKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }
}
