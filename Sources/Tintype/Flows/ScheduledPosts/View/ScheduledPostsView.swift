import TerminalUI

/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
///
/// A passive panel: a title bar, the posts as a list, a status line, and, after `m`, a box at the
/// bottom for the post's new time, which then takes every key.
@MainActor
final class ScheduledPostsView: ScheduledPostsViewInput, ComposingListModuleView {
    var output: (any ScheduledPostsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<ScheduledPostCell>
    let panel = ModulePanel()
    var composer: Composer?

    init(dataDisplayManager: ListDataDisplayManager<ScheduledPostCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if composerTook(key, send: { output?.didTriggerSendTimeEvent($0) }, close: { output?.didTriggerCloseComposerEvent() }) { return }
        if panel.handleKeyHelpKey(key) { return }
        switch ScheduledPostsKeyMap.keyMap.action(for: key) {
        case .list(let action)?: perform(action)
        case .edit?: dataDisplayManager.selectedIndex.map { output?.didTriggerEditEvent(at: $0) }
        case .move?: dataDisplayManager.selectedIndex.map { output?.didTriggerMoveEvent(at: $0) }
        case .cancel?: dataDisplayManager.selectedIndex.map { output?.didTriggerCancelEvent(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(ScheduledPostsKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }
}
