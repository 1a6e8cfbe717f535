import TerminalUI

/// Module is responsible for __purpose__.
///
/// A passive panel: a title bar, the module's content, a status line. Keys go through the
/// module's key map; what to show comes from the presenter.
@MainActor
final class __Module__View: __Module__ViewInput, ModuleView, TransitionHandler {
    var output: (any __Module__ViewOutput)?
    private let panel = ModulePanel()

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func detach() { panel.detach() }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func handle(_ key: KeyEvent) {
        if panel.handleKeyHelpKey(key) { return }
        switch __Module__KeyMap.keyMap.action(for: key) {
        case .help?: panel.showKeyHelp(__Module__KeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            for row in top..<top + size.rows {
                canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            }
        }
    }

    // MARK: - __Module__ViewInput

    func setupInitialState() {
        panel.setNeedsDisplay()
    }

    func showTitle(_ title: String, trailing: String) {
        panel.showTitle(title, trailing: trailing)
    }

    func showStatus(_ status: StatusLineViewModel) {
        panel.showStatus(status)
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }
}
