import TerminalUI

/// Module is responsible for the thread under a post: reading it and writing into it.
///
/// A passive panel inside the post's: a heading, the thread, and the composer at the bottom
/// while a comment is being written. While the composer is open it takes every key.
@MainActor
final class CommentsView: CommentsViewInput, EmbeddedModuleView, TransitionHandler {
    static let maximumEditorRows = 6

    var output: (any CommentsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<CommentCell>
    private let panel = ModulePanel(showsBars: false)
    private var heading = ""
    private var notice = StatusLineViewModel(text: "")
    private var composer: ComposerViewModel?
    private(set) var editor = TextEditor()
    /// What has arrived between the terminal's paste brackets so far, nil when no paste is on.
    /// It goes into the editor in one step when the paste ends: a long paste costs one edit, not
    /// one per character, and Enter inside it is a line break of the pasted text, not "send".
    private var pastedText: String?

    init(dataDisplayManager: ListDataDisplayManager<CommentCell>) {
        self.dataDisplayManager = dataDisplayManager
    }

    // MARK: - ModuleView

    func attach(to screen: any Screen, frame: Rect, navigator: any Navigator) {
        panel.attach(to: screen, frame: frame, navigator: navigator)
        output?.didTriggerViewReadyEvent()
    }

    /// The app is going (Ctrl-C, SIGTERM, SIGHUP): an open composer is closed as Esc closes it,
    /// so what it holds is kept as the draft.
    func detach() {
        if composer != nil {
            output?.didTriggerCloseComposerEvent(editor.text)
        }
        panel.detach()
    }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func handle(_ key: KeyEvent) {
        _ = handleIfOwned(key)
    }

    func handleIfOwned(_ key: KeyEvent) -> Bool {
        if composer != nil {
            handleComposerKey(key)
            return true
        }
        let selected = dataDisplayManager.selectedIndex
        switch (CommentsKeyMap.keyMap.action(for: key), selected) {
        case (.list(let action)?, _):
            guard dataDisplayManager.perform(action) else { return false }
            setNeedsDisplay()
        case (.write?, _): output?.didTriggerWriteEvent(selectedIndex: selected)
        case (.open?, .some(let index)): output?.didSelectComment(at: index)
        case (.profile?, .some(let index)): output?.didTriggerProfileEvent(at: index)
        case (.refresh?, _): output?.didTriggerRefreshEvent(selectedIndex: selected)
        case (.discard?, .some(let index)): output?.didTriggerDiscardEvent(at: index)
        default: return false
        }
        return true
    }

    var isCapturingText: Bool { composer != nil }

    var keyHelpEntries: [KeyHelpEntry] { CommentsKeyMap.keyMap.helpEntries + CommentsKeyMap.composerHelp }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            drawHeading(in: canvas, row: top, columns: size.columns)
            let composerRows = composer == nil ? 0 : min(size.rows - 1, composerHeight(columns: size.columns))
            let listRows = size.rows - 1 - composerRows
            if listRows > 0 {
                dataDisplayManager.draw(in: canvas, top: top + 1, size: TerminalSize(rows: listRows, columns: size.columns))
            }
            if let composer, composerRows > 0 {
                drawComposer(composer, in: canvas, top: top + size.rows - composerRows, rows: composerRows, columns: size.columns)
            }
        }
    }

    // MARK: - CommentsViewInput

    func setupInitialState() {
        setNeedsDisplay()
    }

    func update(with cellObjects: [CommentCellObject], heading: String) {
        dataDisplayManager.update(with: cellObjects)
        self.heading = heading
        setNeedsDisplay()
    }

    func showNotice(_ notice: StatusLineViewModel) {
        self.notice = notice
        setNeedsDisplay()
    }

    func showComposer(_ composer: ComposerViewModel) {
        self.composer = composer
        editor = TextEditor(text: composer.text)
        pastedText = nil
        setNeedsDisplay()
    }

    func hideComposer() {
        composer = nil
        editor.clear()
        setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - Private

    private func handleComposerKey(_ key: KeyEvent) {
        if let pasted = pastedText {
            switch key {
            case .pasteEnd:
                pastedText = nil
                editText { $0.insert(pasted) }
                setNeedsDisplay()
            case .character(let character): pastedText?.append(character)
            case .enter: pastedText?.append("\n")
            case .tab: pastedText?.append("\t")
            default: break
            }
            return
        }
        switch key {
        case .pasteStart: pastedText = ""
        case .pasteEnd: break
        case .enter: output?.didTriggerSendEvent(editor.text)
        case .escape: output?.didTriggerCloseComposerEvent(editor.text)
        default:
            let width = editorWidth(columns: panel.frame?.size.columns ?? 80)
            editText { _ = $0.handle(key, width: width) }
        }
        setNeedsDisplay()
    }

    private func editText(_ edit: (inout TextEditor) -> Void) {
        let before = editor.revision
        edit(&editor)
        if editor.revision != before {
            output?.didChangeDraft(editor.text)
        }
    }

    private func editorWidth(columns: Int) -> Int {
        max(2, columns - 2 * CommentCell.gutter)
    }

    /// The title line, the editor's rows (at least one, at most a few) and the key hint.
    private func composerHeight(columns: Int) -> Int {
        2 + min(Self.maximumEditorRows, max(1, editor.rowCount(width: editorWidth(columns: columns))))
    }

    /// A rule across the panel that names the thread, with the notice after it.
    private func drawHeading(in canvas: any Canvas, row: Int, columns: Int) {
        let rule = TextStyle(role: .muted)
        canvas.fill(row: row, column: 0, width: columns, style: .plain)
        canvas.put(String(repeating: "─", count: columns), row: row, column: 0, style: rule)
        var column = 2
        column += canvas.put(
            " " + DisplayWidth.truncate(heading, toWidth: max(0, columns - 6)) + " ", row: row, column: column,
            style: TextStyle(role: .accent, isBold: true))
        guard !notice.text.isEmpty, columns - column > 6 else { return }
        let role: ColorRole = notice.tone == .error ? .error : notice.tone == .warning ? .warning : .muted
        canvas.put(
            " " + DisplayWidth.truncate(notice.text, toWidth: columns - column - 4) + " ", row: row, column: column + 2,
            style: TextStyle(role: role, isBold: notice.tone == .error))
    }

    private func drawComposer(_ composer: ComposerViewModel, in canvas: any Canvas, top: Int, rows: Int, columns: Int) {
        let gutter = CommentCell.gutter
        let count = Strings.characterCount(editor.characterCount, limit: composer.characterLimit)
        let isOver = editor.characterCount > composer.characterLimit
        canvas.fill(row: top, column: 0, width: columns, style: TextStyle(role: .bar))
        let titleWidth = max(0, columns - gutter - DisplayWidth.of(count) - 2)
        canvas.put(
            DisplayWidth.truncate(composer.title, toWidth: titleWidth), row: top, column: gutter, style: TextStyle(role: .bar, isBold: true)
        )
        canvas.put(
            count, row: top, column: max(gutter, columns - DisplayWidth.of(count) - 1),
            style: isOver ? TextStyle(role: .error, isBold: true, isReversed: true) : TextStyle(role: .bar))
        let editorRows = max(1, rows - 2)
        for row in top + 1..<top + 1 + editorRows {
            canvas.fill(row: row, column: 0, width: columns, style: .plain)
        }
        editor.draw(in: canvas, frame: Rect(row: top + 1, column: gutter, rows: editorRows, columns: editorWidth(columns: columns)))
        if rows >= 3 {
            let hintRow = top + rows - 1
            canvas.fill(row: hintRow, column: 0, width: columns, style: .plain)
            canvas.put(
                DisplayWidth.truncate(Strings.composerHint, toWidth: max(0, columns - gutter)), row: hintRow, column: gutter,
                style: TextStyle(role: .muted))
        }
    }

    private func setNeedsDisplay() {
        panel.setNeedsDisplay()
    }
}
