import TerminalUI

/// Module is responsible for finding people, hashtags and posts.
///
/// A passive panel: a title bar, the search field, the results as a list, a status line. `/`
/// puts the keys in the field, where each edit is told to the presenter; Enter, Esc, ↓ or Tab
/// give them back to the results.
@MainActor
final class ExploreView: ExploreViewInput, ListModuleView {
    var output: (any ExploreViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<ExploreCell>
    let panel = ModulePanel()
    private(set) var field = TextEditor()
    /// Whether keys go to the search field rather than to the results.
    private(set) var isEditingQuery = false
    private var searchHint = ""
    private var typingHint = ""
    /// The field's width when it was last drawn, for the editor's moves by row.
    private var fieldColumns = 80
    /// The field's line and the hint line under it.
    static let fieldRows = 2
    /// The prompt before the query.
    static let prompt = " ⌕ "

    init(dataDisplayManager: ListDataDisplayManager<ExploreCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    var isCapturingText: Bool { isEditingQuery }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    func handle(_ key: KeyEvent) {
        if isEditingQuery {
            handleFieldKey(key)
            return
        }
        if panel.handleKeyHelpKey(key) { return }
        switch ExploreKeyMap.keyMap.action(for: key) {
        case .list(let action)?:
            if dataDisplayManager.perform(action) { panel.setNeedsDisplay() }
        case .search?:
            isEditingQuery = true
            panel.setNeedsDisplay()
        case .open?: dataDisplayManager.selectedIndex.map { output?.didSelectResult(at: $0) }
        case .refresh?: output?.didTriggerRefreshEvent()
        case .help?: panel.showKeyHelp(ExploreKeyMap.keyMap.helpEntries)
        case .close?: output?.didTriggerBackEvent()
        case nil: break
        }
    }

    private func handleFieldKey(_ key: KeyEvent) {
        switch key {
        case .enter, .control("j"):
            isEditingQuery = false
            output?.didSubmitQuery(field.text)
        case .escape, .down, .tab, .backTab:
            isEditingQuery = false
        case .pasteStart, .pasteEnd:
            break
        default:
            let before = field.revision
            _ = field.handle(key, width: fieldColumns)
            if field.revision != before { output?.didChangeQuery(field.text) }
        }
        panel.setNeedsDisplay()
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            drawField(in: canvas, row: top, columns: size.columns)
            let listRows = max(0, size.rows - Self.fieldRows)
            dataDisplayManager.draw(
                in: canvas, top: top + Self.fieldRows, size: TerminalSize(rows: listRows, columns: size.columns))
        }
    }

    private func drawField(in canvas: any Canvas, row: Int, columns: Int) {
        let promptWidth = canvas.put(Self.prompt, row: row, column: 0, style: TextStyle(role: .accent, isBold: true))
        let frame = Rect(row: row, column: promptWidth, rows: 1, columns: max(1, columns - promptWidth))
        fieldColumns = frame.size.columns
        if field.isEmpty && !isEditingQuery {
            canvas.fill(row: row, column: promptWidth, width: frame.size.columns, style: .plain)
            canvas.put(
                DisplayWidth.truncate(searchHint, toWidth: frame.size.columns), row: row, column: promptWidth,
                style: TextStyle(role: .muted))
        } else {
            field.draw(in: canvas, frame: frame, showsCursor: isEditingQuery)
        }
        canvas.fill(row: row + 1, column: 0, width: columns, style: .plain)
        if isEditingQuery {
            canvas.put(
                DisplayWidth.truncate(typingHint, toWidth: max(0, columns - promptWidth)), row: row + 1, column: promptWidth,
                style: TextStyle(role: .muted))
        }
    }

    // MARK: - ExploreViewInput

    func showSearchHint(_ hint: String, whileTyping: String) {
        searchHint = hint
        typingHint = whileTyping
        panel.setNeedsDisplay()
    }

    func updateRows(_ cellObjects: [ExploreCellObject]) {
        dataDisplayManager.replace(cellObjects)
        panel.setNeedsDisplay()
    }
}
