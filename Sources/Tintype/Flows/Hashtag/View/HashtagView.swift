import TerminalUI

/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// A passive panel: a title bar, the tag's posts (a list module embedded in the body, offered
/// each key first), a status line. What to show comes from the presenter.
@MainActor
final class HashtagView: HashtagViewInput, ModuleView, EmbeddingTransitionHandler {
    var output: (any HashtagViewOutput)?
    private let panel = ModulePanel()
    /// The tag's posts, the whole body.
    private(set) var embedded: (any EmbeddedModuleView)?

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() {
        embedded?.detach()
        panel.detach()
    }

    func layout(in frame: Rect) {
        panel.layout(in: frame)
        if let body = panel.embeddedFrame(below: 0) { embedded?.layout(in: body) }
    }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        embedded?.setHidden(hidden)
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

    func drawIfNeeded() {
        panel.drawIfNeeded { _, _, _ in }
        embedded?.drawIfNeeded()
    }

    // MARK: - HashtagViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    // MARK: - EmbeddingTransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    func embedModule(_ view: any EmbeddedModuleView) {
        embedded?.detach()
        embedded = view
        guard let frame = panel.embeddedFrame(below: 0) else { return }
        panel.attach(embedded: view, frame: frame)
        panel.setNeedsDisplay()
    }
}
