import TerminalUI

/// Module is responsible for the posts that quote one of mine, each opened as any post is.
///
/// A passive panel: a title bar, the quoting posts (a list module embedded in the body, offered
/// each key first), a status line.
@MainActor
final class QuotesView: QuotesViewInput, PostListHostView {
    var output: (any QuotesViewOutput)?
    let panel = ModulePanel()
    /// The quoting posts, the whole body.
    var embedded: (any EmbeddedModuleView)?

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        if let embedded, embedded.handleIfOwned(key) { return }
        switch QuotesKeyMap.keyMap.action(for: key) {
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp((embedded?.keyHelpEntries ?? []) + QuotesKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }
}
