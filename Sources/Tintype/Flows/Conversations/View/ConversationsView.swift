import TerminalUI

/// Module is responsible for the direct conversations, the latest first.
///
/// A passive panel: a title bar, the conversations, a status line, and, after `n`, a prompt at
/// the bottom for the people to write to, which then takes every key.
@MainActor
final class ConversationsView: ConversationsViewInput, ListModuleView, ListDataDisplayManagerDelegate {
    var output: (any ConversationsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<ConversationCell>
    let panel = ModulePanel()
    private(set) var composer: Composer?

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

    var isCapturingText: Bool { composer != nil }

    func handle(_ key: KeyEvent) {
        if let composer {
            switch composer.handle(key, columns: panel.frame?.size.columns ?? 80) {
            case .send(let text)?: output?.didTriggerSendHandlesEvent(text)
            case .close?: output?.didTriggerCloseComposerEvent()
            case .changed?, nil: break
            }
            panel.setNeedsDisplay()
            return
        }
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

    func drawIfNeeded() {
        panel.drawIfNeeded { [dataDisplayManager, composer] canvas, top, size in
            let composerRows = composer.map { min(size.rows, $0.height(columns: size.columns)) } ?? 0
            dataDisplayManager.draw(in: canvas, top: top, size: TerminalSize(rows: size.rows - composerRows, columns: size.columns))
            if let composer, composerRows > 0 {
                composer.draw(in: canvas, top: top + size.rows - composerRows, rows: composerRows, columns: size.columns)
            }
        }
    }

    // MARK: - ConversationsViewInput

    func showComposer(_ model: ComposerViewModel) {
        composer = Composer(model, gutter: ConversationCell.gutter)
        panel.setNeedsDisplay()
    }

    func hideComposer() {
        composer = nil
        panel.setNeedsDisplay()
    }

    // MARK: - ListDataDisplayManagerDelegate

    func didReachEndOfList() {
        output?.didReachEndOfList()
    }
}
