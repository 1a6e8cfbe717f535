import TerminalUI

/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
///
/// A passive panel: a title bar, the timeline's posts (a list module embedded in the body, offered
/// each key first), a status line. What to show comes from the presenter.
@MainActor
final class TimelineView: TimelineViewInput, PostListHostView {
    var output: (any TimelineViewOutput)?
    let panel = ModulePanel()
    /// The timeline's posts, the whole body.
    var embedded: (any EmbeddedModuleView)?

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    /// Back in front, after my lists were changed over it, perhaps.
    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        embedded?.setHidden(hidden)
        if !hidden { output?.didTriggerViewWillAppearEvent() }
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        if let embedded, embedded.handleIfOwned(key) { return }
        switch TimelineKeyMap.keyMap.action(for: key) {
        case .next?: output?.didTriggerSwitchEvent(by: 1)
        case .previous?: output?.didTriggerSwitchEvent(by: -1)
        case .lists?: output?.didTriggerListsEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp((embedded?.keyHelpEntries ?? []) + TimelineKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }
}
