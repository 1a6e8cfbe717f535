import TerminalUI

/// Module is responsible for the direct conversations, the latest first.
///
/// A passive panel: a title bar, the conversations, a status line, and, after `n`, a prompt at
/// the bottom for the people to write to, which then takes every key.
@MainActor
final class ConversationsView: ConversationsViewInput, ComposingListModuleView, ListDataDisplayManagerDelegate {
    var output: (any ConversationsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<ConversationCell>
    let panel = ModulePanel()
    var composer: Composer?

    init(dataDisplayManager: ListDataDisplayManager<ConversationCell>) {
        self.dataDisplayManager = dataDisplayManager
        dataDisplayManager.delegate = self
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func setHidden(_ hidden: Bool) {
        panel.setHidden(hidden)
        hidden ? output?.didTriggerViewDidDisappearEvent() : output?.didTriggerViewWillAppearEvent()
    }

    func handle(_ key: KeyEvent) {
        if composerTook(key, send: { output?.didTriggerSendHandlesEvent($0) }, close: { output?.didTriggerCloseComposerEvent() }) { return }
        if panel.handleKeyHelpKey(key) { return }
        switch ConversationsKeyMap.keyMap.action(for: key) {
        case .list(let action)?: perform(action)
        case .open?: dataDisplayManager.selectedIndex.map { output?.didSelectConversation(at: $0) }
        case .newConversation?: output?.didTriggerNewConversationEvent()
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(ConversationsKeyMap.keyMap.helpEntries)
        case .close?: output?.didTriggerCloseEvent()
        case nil: break
        }
    }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
