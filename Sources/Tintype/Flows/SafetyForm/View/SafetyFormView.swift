import TerminalUI

/// Module is responsible for a mute or a report of an account: for how long, or why, with a word for the moderators.
///
/// A passive panel: the question and its choices, the option, and for a report the post it is
/// about and the comment's box at the bottom. It takes every key while it is open (a form is
/// answered or left, not stepped out of by a tab key), and a report's letters are the comment's.
@MainActor
final class SafetyFormView: SafetyFormViewInput, ModuleView, TransitionHandler {
    var output: (any SafetyFormViewOutput)?
    private let panel = ModulePanel()
    private(set) var viewModel: SafetyFormViewModel?
    private(set) var composer: Composer?
    static let gutter = 2

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    var isCapturingText: Bool { true }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        if let composer, composer.isPasting || Self.isText(key) {
            return write(key, into: composer)
        }
        switch SafetyFormKeyMap.keyMap.action(for: key) {
        case .next?: output?.didMoveChoice(by: 1)
        case .previous?: output?.didMoveChoice(by: -1)
        case .option?: output?.didTriggerToggleOptionEvent()
        case .confirm?: output?.didTriggerConfirmEvent(comment: composer?.text ?? "")
        case .help?: panel.showKeyHelp(SafetyFormKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil:
            // Backspace, Delete, the cursor's keys: the comment's, where there is one.
            if let composer { write(key, into: composer) }
        }
    }

    /// The comment takes the key; drawn again whatever it did, since a cursor moved changes no text.
    private func write(_ key: KeyEvent, into composer: Composer) {
        _ = composer.handle(key, columns: panel.frame?.size.columns ?? 80)
        panel.setNeedsDisplay()
    }

    /// Letters and pastes: a comment's words, never the form's keys.
    private static func isText(_ key: KeyEvent) -> Bool {
        switch key {
        case .character, .pasteStart, .pasteEnd: true
        default: false
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            for row in top..<top + size.rows {
                canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            }
            guard let viewModel else { return }
            SafetyFormDrawing(viewModel: viewModel, composer: composer).draw(in: canvas, top: top, size: size)
        }
    }

    // MARK: - SafetyFormViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    func showForm(_ viewModel: SafetyFormViewModel) {
        self.viewModel = viewModel
        if let comment = viewModel.comment, composer == nil { composer = Composer(comment, gutter: Self.gutter) }
        panel.setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }
}
