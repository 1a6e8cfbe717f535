import Localisation
import TerminalUI

/// The box text is written in, shared by the comments and the chat: a title with the count of
/// characters against the limit, an editor of a few rows, and a line of keys.
///
/// It owns the editing and the terminal's paste brackets; what the text means (send it, keep it
/// as a draft) is for the view that holds it, told through the events `handle` answers with.
@MainActor
final class Composer {
    enum Event: Equatable {
        /// The text changed: a draft to save.
        case changed(String)
        case send(String)
        case close(String)
    }

    static let maximumEditorRows = 6

    private var model: ComposerViewModel
    private(set) var editor: TextEditor
    private let gutter: Int
    /// What has arrived between the terminal's paste brackets so far, nil when no paste is on.
    /// It goes into the editor in one step when the paste ends: a long paste costs one edit, not
    /// one per character, and Enter inside it is a line break of the pasted text, not "send".
    private var pastedText: String?

    init(_ model: ComposerViewModel, gutter: Int) {
        self.model = model
        self.gutter = gutter
        editor = TextEditor(text: model.text)
    }

    var text: String { editor.text }

    /// Whether a paste is arriving: every key until its end is the pasted text's.
    var isPasting: Bool { pastedText != nil }

    /// Puts other text in the box (emptied after a send, a message taken back), keeping the title
    /// and the limit.
    func replaceText(with text: String) {
        editor = TextEditor(text: text)
        pastedText = nil
    }

    func setCharacterLimit(_ limit: Int) {
        model.characterLimit = limit
    }

    /// Every key is text here but Enter (send) and Esc (close); answers with what the holder must
    /// act on, or nil.
    func handle(_ key: KeyEvent, columns: Int) -> Event? {
        if pastedText != nil {
            switch key {
            case .pasteEnd:
                let pasted = pastedText ?? ""
                pastedText = nil
                return edit { $0.insert(pasted) }
            case .character(let character): pastedText?.append(character)
            case .enter: pastedText?.append("\n")
            case .tab: pastedText?.append("\t")
            default: break
            }
            return nil
        }
        switch key {
        case .pasteStart:
            pastedText = ""
            return nil
        case .pasteEnd: return nil
        case .enter: return .send(editor.text)
        case .escape: return .close(editor.text)
        default:
            let width = editorWidth(columns: columns)
            return edit { _ = $0.handle(key, width: width) }
        }
    }

    /// The title line, the editor's rows (at least one, at most a few) and the key hint.
    func height(columns: Int) -> Int {
        2 + min(Self.maximumEditorRows, max(1, editor.rowCount(width: editorWidth(columns: columns))))
    }

    /// Draws it in `rows` rows from `top`; `isFocused` false draws it dimmed, without a cursor.
    func draw(in canvas: any Canvas, top: Int, rows: Int, columns: Int, isFocused: Bool = true) {
        let count = model.characterLimit.map { Strings.characterCount(editor.characterCount, limit: $0) } ?? ""
        let isOver = model.characterLimit.map { editor.characterCount > $0 } ?? false
        let barRole: ColorRole = isFocused ? .bar : .muted
        canvas.fill(row: top, column: 0, width: columns, style: TextStyle(role: barRole))
        let titleWidth = max(0, columns - gutter - DisplayWidth.of(count) - 2)
        canvas.put(
            DisplayWidth.truncate(model.title, toWidth: titleWidth), row: top, column: gutter,
            style: TextStyle(role: barRole, isBold: true))
        canvas.put(
            count, row: top, column: max(gutter, columns - DisplayWidth.of(count) - 1),
            style: isOver ? TextStyle(role: .error, isBold: true, isReversed: true) : TextStyle(role: barRole))
        let editorRows = max(1, rows - 2)
        for row in top + 1..<top + 1 + editorRows {
            canvas.fill(row: row, column: 0, width: columns, style: .plain)
        }
        let frame = Rect(row: top + 1, column: gutter, rows: editorRows, columns: editorWidth(columns: columns))
        editor.draw(in: canvas, frame: frame, style: isFocused ? .plain : TextStyle(role: .muted), showsCursor: isFocused)
        if rows >= 3 {
            let hintRow = top + rows - 1
            canvas.fill(row: hintRow, column: 0, width: columns, style: .plain)
            canvas.put(
                DisplayWidth.truncate(model.hint, toWidth: max(0, columns - gutter)), row: hintRow, column: gutter,
                style: TextStyle(role: .muted))
        }
    }

    private func editorWidth(columns: Int) -> Int {
        max(2, columns - 2 * gutter)
    }

    private func edit(_ change: (inout TextEditor) -> Void) -> Event? {
        let before = editor.revision
        change(&editor)
        return editor.revision == before ? nil : .changed(editor.text)
    }
}
