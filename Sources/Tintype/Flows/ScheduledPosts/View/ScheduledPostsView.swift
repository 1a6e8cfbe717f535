import TerminalUI

/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
///
/// A passive panel: a title bar, the posts as a list, a status line.
@MainActor
final class ScheduledPostsView: ScheduledPostsViewInput, ListModuleView {
    var output: (any ScheduledPostsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<ScheduledPostCell>
    let panel = ModulePanel()

    init(dataDisplayManager: ListDataDisplayManager<ScheduledPostCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch ScheduledPostsKeyMap.keyMap.action(for: key) {
        case .list(let action)?: perform(action)
        case .edit?: dataDisplayManager.selectedIndex.map { output?.didTriggerEditEvent(at: $0) }
        case .cancel?: dataDisplayManager.selectedIndex.map { output?.didTriggerCancelEvent(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(ScheduledPostsKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }
}
