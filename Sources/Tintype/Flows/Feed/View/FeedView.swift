import TerminalUI

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// A passive panel: a title bar, the feed's posts (a list module embedded in the body, offered
/// each key first), a status line. What to show comes from the presenter.
@MainActor
final class FeedView: FeedViewInput, PostListHostView {
    var output: (any FeedViewOutput)?
    let panel = ModulePanel()
    /// The feed's posts, the whole body.
    var embedded: (any EmbeddedModuleView)?

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        embedded?.setHidden(hidden)
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        if let embedded, embedded.handleIfOwned(key) { return }
        switch FeedKeyMap.keyMap.action(for: key) {
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp((embedded?.keyHelpEntries ?? []) + FeedKeyMap.keyMap.helpEntries)
        case .close?: output?.didTriggerCloseEvent()
        case .toggleReplies?: output?.didTriggerRepliesToggleEvent()
        case .toggleLayout?: output?.didTriggerLayoutToggleEvent()
        case .compose?: output?.didTriggerComposeEvent()
        case .timelines?: output?.didTriggerTimelinesEvent()
        case nil: break
        }
    }
}
