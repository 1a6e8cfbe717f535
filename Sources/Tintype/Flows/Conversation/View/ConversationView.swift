import TerminalUI

/// Module is responsible for one direct conversation: its messages and writing to it.
///
/// A passive panel: the people in the title bar, the chat (oldest at the top, scrolled to the
/// newest), the box to write in at the bottom, and the status line. The box has the keys from
/// the start; Esc gives them to the chat, whose `i` gives them back.
@MainActor
final class ConversationView: ConversationViewInput, ListModuleView {
    var output: (any ConversationViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<MessageCell>
    let panel = ModulePanel()
    private(set) var composer: Composer?
    private(set) var isComposerFocused = true
    private var keysAwaitingComposer = KeysAwaitingComposer(isAwaiting: true)

    init(dataDisplayManager: ListDataDisplayManager<MessageCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() {
        if let composer { output?.didTriggerDetachEvent(draft: composer.text) }
        panel.detach()
    }

    var isCapturingText: Bool { keysAwaitingComposer.isAwaiting || (composer != nil && isComposerFocused) }

    func handle(_ key: KeyEvent) {
        if keysAwaitingComposer.isAwaiting {
            keysAwaitingComposer.hold(key)
            return
        }
        if isCapturingText, let composer {
            handleComposerKey(key, composer: composer)
            return
        }
        if panel.handleKeyHelpKey(key) { return }
        let selected = dataDisplayManager.selectedIndex
        switch ConversationKeyMap.keyMap.action(for: key) {
        case .list(let action)?: dataDisplayManager.perform(action)
        case .write?: isComposerFocused = composer != nil
        case .retry?: selected.map { output?.didTriggerRetryEvent(at: $0) } ?? output?.didTriggerRefreshEvent()
        case .discard?: selected.map { output?.didTriggerDiscardEvent(at: $0) }
        case .help?: panel.showKeyHelp(ConversationKeyMap.keyMap.helpEntries + ConversationKeyMap.composerHelp)
        case .back?: output?.didTriggerCloseEvent(draft: composer?.text ?? "")
        case nil: return
        }
        panel.setNeedsDisplay()
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { [dataDisplayManager, composer, isComposerFocused] canvas, top, size in
            let composerRows = composer.map { min(max(0, size.rows - 1), $0.height(columns: size.columns)) } ?? 0
            dataDisplayManager.draw(in: canvas, top: top, size: TerminalSize(rows: size.rows - composerRows, columns: size.columns))
            if let composer, composerRows > 0 {
                composer.draw(
                    in: canvas, top: top + size.rows - composerRows, rows: composerRows, columns: size.columns,
                    isFocused: isComposerFocused)
            }
        }
    }

    // MARK: - ConversationViewInput

    func update(with cellObjects: [MessageCellObject]) {
        let count = dataDisplayManager.cellObjects.count
        let wasAtEnd = count == 0 || dataDisplayManager.selectedIndex == count - 1
        dataDisplayManager.update(with: cellObjects)
        if wasAtEnd { dataDisplayManager.perform(.last) }
        panel.setNeedsDisplay()
    }

    func showComposer(_ model: ComposerViewModel) {
        composer = Composer(model, gutter: MessageCell.gutter)
        keysAwaitingComposer.release().forEach(handle)
        panel.setNeedsDisplay()
    }

    func setComposerCharacterLimit(_ limit: Int) {
        composer?.setCharacterLimit(limit)
        panel.setNeedsDisplay()
    }

    func setComposerText(_ text: String) {
        composer?.replaceText(with: text)
        panel.setNeedsDisplay()
    }

    // MARK: - Private

    /// PgUp/PgDn scroll the chat while writing; Esc hands the keys to it; the rest is the box's.
    private func handleComposerKey(_ key: KeyEvent, composer: Composer) {
        switch key {
        case .pageUp: dataDisplayManager.perform(.pageUp)
        case .pageDown: dataDisplayManager.perform(.pageDown)
        default:
            switch composer.handle(key, columns: panel.frame?.size.columns ?? 80) {
            case .changed(let text)?: output?.didChangeDraft(text)
            case .send(let text)?: output?.didTriggerSendEvent(text)
            case .close?: isComposerFocused = false
            case nil: break
            }
        }
        panel.setNeedsDisplay()
    }
}
