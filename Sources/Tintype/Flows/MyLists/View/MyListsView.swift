import TerminalUI

/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
///
/// A passive panel: a title bar, the lists, a status line, and, after `n` or `e`, a box at the
/// bottom for a list's name, which then takes every key.
@MainActor
final class MyListsView: MyListsViewInput, ComposingListModuleView {
    var output: (any MyListsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<MyListCell>
    let panel = ModulePanel()
    var composer: Composer?

    init(dataDisplayManager: ListDataDisplayManager<MyListCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if composerTook(key, send: { output?.didTriggerSendNameEvent($0) }, close: { output?.didTriggerCloseComposerEvent() }) { return }
        if panel.handleKeyHelpKey(key) { return }
        switch MyListsKeyMap.keyMap.action(for: key) {
        case .list(let action)?: perform(action)
        case .toggle?: dataDisplayManager.selectedIndex.map { output?.didTriggerToggleEvent(at: $0) }
        case .new?: output?.didTriggerNewListEvent()
        case .rename?: dataDisplayManager.selectedIndex.map { output?.didTriggerRenameEvent(at: $0) }
        case .delete?: dataDisplayManager.selectedIndex.map { output?.didTriggerDeleteEvent(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(MyListsKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }
}
