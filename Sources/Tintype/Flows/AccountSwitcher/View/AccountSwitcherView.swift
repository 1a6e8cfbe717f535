import TerminalUI

/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
///
/// A passive panel: a title bar, the module's content, a status line. Keys go through the
/// module's key map; what to show comes from the presenter.
@MainActor
final class AccountSwitcherView: AccountSwitcherViewInput, ModuleView, TransitionHandler {
    var output: (any AccountSwitcherViewOutput)?
    private let panel = ModulePanel()
    private var rows: [AccountSwitcherRowViewModel] = []
    private var selected = 0

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
        switch AccountSwitcherKeyMap.keyMap.action(for: key) {
        case .help?: panel.showKeyHelp(AccountSwitcherKeyMap.keyMap.helpEntries)
        case .back?: output?.didTriggerBackEvent()
        case .down?: output?.didTriggerMoveEvent(by: 1)
        case .up?: output?.didTriggerMoveEvent(by: -1)
        case .choose?: output?.didTriggerChooseEvent()
        case nil: break
        }
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { [rows, selected] canvas, top, size in
            for row in top..<top + size.rows {
                canvas.fill(row: row, column: 0, width: size.columns, style: .plain)
            }
            for (index, model) in rows.enumerated() where top + 1 + index < top + size.rows {
                let row = top + 1 + index
                let isSelected = index == selected
                if isSelected { canvas.put("▌", row: row, column: 0, style: TextStyle(role: .accent)) }
                let title = DisplayWidth.truncate(model.title, toWidth: max(0, size.columns - 4))
                canvas.put(title, row: row, column: 2, style: TextStyle(role: isSelected ? .author : .normal, isBold: isSelected))
                let noteColumn = 2 + DisplayWidth.of(title) + 2
                if !model.note.isEmpty, noteColumn < size.columns {
                    canvas.put(
                        DisplayWidth.truncate(model.note, toWidth: size.columns - noteColumn), row: row, column: noteColumn,
                        style: TextStyle(role: .muted))
                }
            }
        }
    }

    // MARK: - AccountSwitcherViewInput

    func showRows(_ rows: [AccountSwitcherRowViewModel], selected: Int) {
        self.rows = rows
        self.selected = selected
        panel.setNeedsDisplay()
    }

    // MARK: - AccountSwitcherViewInput

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
