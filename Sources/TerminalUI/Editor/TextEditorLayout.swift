/// A text editor's characters wrapped to a width: at the last blank that fits, or mid-word when
/// a word is wider than the row. One column is kept free so the cursor fits after a full row.
public struct TextEditorLayout {
    /// One screen row: a range of character indices, the line break (if any) not included.
    public struct Row: Equatable, Sendable {
        public let start: Int
        public let end: Int
    }

    public let rows: [Row]
    public let cursorPosition: (row: Int, column: Int)
    private let characters: [Character]

    public init(editor: TextEditor, width: Int) {
        characters = editor.characters
        let rows = Self.wrap(editor.characters, width: max(1, width - 1))
        self.rows = rows
        let cursor = editor.cursor
        // At a soft break the cursor index ends one row and starts the next: it belongs to the next.
        let row = rows.lastIndex { $0.start <= cursor && cursor <= $0.end } ?? 0
        cursorPosition = (row, DisplayWidth.of(String(editor.characters[rows[row].start..<cursor])))
    }

    public func text(ofRow row: Int) -> String {
        String(characters[rows[row].start..<rows[row].end])
    }

    /// The character index nearest to a column in a row, never past the row's end.
    public func index(inRow row: Int, atColumn column: Int) -> Int {
        let range = rows[row]
        var used = 0
        var index = range.start
        while index < range.end {
            let width = DisplayWidth.of(characters[index])
            if used + width > column { break }
            used += width
            index += 1
        }
        return index
    }

    private static func wrap(_ characters: [Character], width: Int) -> [Row] {
        var rows: [Row] = []
        var start = 0
        var used = 0
        var lastBlank: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                rows.append(Row(start: start, end: index))
                start = index + 1
                used = 0
                lastBlank = nil
                index += 1
                continue
            }
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width, index > start {
                // Break after the last blank of the row when there is one, else before this character.
                let end = lastBlank.map { $0 + 1 } ?? index
                rows.append(Row(start: start, end: end))
                start = end
                used = DisplayWidth.of(String(characters[start..<index]))
                lastBlank = nil
                continue
            }
            if character == " " { lastBlank = index }
            used += characterWidth
            index += 1
        }
        rows.append(Row(start: start, end: characters.count))
        return rows
    }
}
