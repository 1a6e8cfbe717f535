import TerminalUI

/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// A passive panel: a title bar, the tag's posts (a list module embedded in the body, offered
/// each key first), a status line. What to show comes from the presenter.
@MainActor
final class HashtagView: HashtagViewInput, PostListHostView {
    var output: (any HashtagViewOutput)?
    let panel = ModulePanel()
    /// The tag's posts, the whole body.
    var embedded: (any EmbeddedModuleView)?

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        if let embedded, embedded.handleIfOwned(key) { return }
        switch HashtagKeyMap.keyMap.action(for: key) {
        case .follow?: output?.didTriggerFollowEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp((embedded?.keyHelpEntries ?? []) + HashtagKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }
}
