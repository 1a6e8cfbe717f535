import TerminalUI

/// Module is responsible for the thread under a post: reading it and writing into it.
///
/// A passive panel inside the post's: a heading, the thread, and the composer at the bottom
/// while a comment is being written. While the composer is open it takes every key.
@MainActor
final class CommentsView: CommentsViewInput, EmbeddedModuleView, TransitionHandler {
    var output: (any CommentsViewOutput)?
    let dataDisplayManager: ListDataDisplayManager<CommentCell>
    private let panel = ModulePanel(showsBars: false)
    private var heading = ""
    private var notice = StatusLineViewModel(text: "")
    /// The box the comment is written in, while it is open.
    private(set) var composer: Composer?
    private var keysAwaitingComposer = KeysAwaitingComposer()

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
        if let composer {
            output?.didTriggerCloseComposerEvent(composer.text)
        }
        panel.detach()
    }
    func layout(in frame: Rect) { panel.layout(in: frame) }
    func setHidden(_ hidden: Bool) { panel.setHidden(hidden) }

    func handle(_ key: KeyEvent) {
        _ = handleIfOwned(key)
    }

    /// A click on a comment; the heading above the thread and the composer have nothing to click.
    func keys(forClick click: MouseEvent) -> [KeyEvent] {
        guard click.isClick, composer == nil, let line = panel.contentPlace(of: click)?.line else { return [] }
        return dataDisplayManager.keys(forClickOnLine: line - 1)
    }

    func handleIfOwned(_ key: KeyEvent) -> Bool {
        if keysAwaitingComposer.isAwaiting {
            keysAwaitingComposer.hold(key)
            return true
        }
        if let composer {
            handleComposerEvent(composer.handle(key, columns: panel.frame?.size.columns ?? 80))
            setNeedsDisplay()
            return true
        }
        let selected = dataDisplayManager.selectedIndex
        switch (CommentsKeyMap.keyMap.action(for: key), selected) {
        case (.list(let action)?, _):
            guard dataDisplayManager.perform(action) else { return false }
            setNeedsDisplay()
        case (.write?, _):
            keysAwaitingComposer.startAwaiting()
            output?.didTriggerWriteEvent(selectedIndex: selected)
        case (.open?, .some(let index)): output?.didSelectComment(at: index)
        case (.profile?, .some(let index)): output?.didTriggerProfileEvent(at: index)
        case (.refresh?, _): output?.didTriggerRefreshEvent(selectedIndex: selected)
        case (.discard?, .some(let index)): output?.didTriggerDiscardEvent(at: index)
        default: return false
        }
        return true
    }

    var isCapturingText: Bool { keysAwaitingComposer.isAwaiting || composer != nil }

    var isInUse: Bool { isCapturingText || dataDisplayManager.selectedIndex != nil }

    var keyHelpEntries: [KeyHelpEntry] { CommentsKeyMap.keyMap.helpEntries + CommentsKeyMap.composerHelp }

    /// The heading, the comments and the composer.
    func wantedRows(columns: Int, upTo limit: Int) -> Int {
        let composerRows = composer?.height(columns: columns) ?? 0
        return min(limit, 1 + composerRows + dataDisplayManager.contentRows(columns: columns, upTo: limit))
    }

    func drawIfNeeded() {
        panel.drawIfNeeded { canvas, top, size in
            drawHeading(in: canvas, row: top, columns: size.columns)
            let composerRows = composer.map { min(size.rows - 1, $0.height(columns: size.columns)) } ?? 0
            let listRows = size.rows - 1 - composerRows
            if listRows > 0 {
                dataDisplayManager.draw(in: canvas, top: top + 1, size: TerminalSize(rows: listRows, columns: size.columns))
            }
            if let composer, composerRows > 0 {
                composer.draw(in: canvas, top: top + size.rows - composerRows, rows: composerRows, columns: size.columns)
            }
        }
    }

    // MARK: - CommentsViewInput

    func setupInitialState() {
        setNeedsDisplay()
    }

    func update(with cellObjects: [CommentCellObject], heading: String, renamedIds: [String: String]) {
        dataDisplayManager.update(with: cellObjects, renamedIds: renamedIds)
        self.heading = heading
        setNeedsDisplay()
    }

    func selectComment(at index: Int) {
        dataDisplayManager.select(index)
        setNeedsDisplay()
    }

    func showNotice(_ notice: StatusLineViewModel) {
        self.notice = notice
        setNeedsDisplay()
    }

    func showComposer(_ model: ComposerViewModel) {
        composer = Composer(model, gutter: CommentCell.gutter)
        keysAwaitingComposer.release().forEach(handle)
        setNeedsDisplay()
    }

    func setComposerCharacterLimit(_ limit: Int) {
        composer?.setCharacterLimit(limit)
        setNeedsDisplay()
    }

    func hideComposer() {
        composer = nil
        _ = keysAwaitingComposer.release()
        setNeedsDisplay()
    }

    // MARK: - TransitionHandler

    func openModule(_ view: any ModuleView) { panel.push(view) }
    func closeCurrentModule() { panel.pop() }

    // MARK: - Private

    private func handleComposerEvent(_ event: Composer.Event?) {
        switch event {
        case .changed(let text): output?.didChangeDraft(text)
        case .send(let text): output?.didTriggerSendEvent(text)
        case .close(let text): output?.didTriggerCloseComposerEvent(text)
        case nil: break
        }
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

    private func setNeedsDisplay() {
        panel.setNeedsDisplay()
    }
}
