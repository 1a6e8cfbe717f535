/// The text being composed and the cursor in it, edited by grapheme cluster: an emoji, a flag or
/// a letter with its accent is one step of the cursor and one deletion.
///
/// A value with no drawing of its own; `TextEditorLayout` wraps it to a width and `draw` puts it
/// on a canvas. The keys are those of a shell line: arrows, Home/End, Ctrl-A/E/K/U/W.
public struct TextEditor: Equatable, Sendable {
    public private(set) var characters: [Character] {
        didSet { revision &+= 1 }
    }
    /// Moves on with every change of the text: a caller sees whether an edit changed anything
    /// without comparing the whole text, which a long paste would make slow.
    public private(set) var revision = 0
    /// An index into `characters`: the cursor stands before that character.
    public private(set) var cursor: Int
    /// The column kept while moving up and down through shorter rows.
    private var goalColumn: Int?

    public init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }
    /// What a post's character limit counts: user-perceived characters.
    public var characterCount: Int { characters.count }

    // MARK: - Keys

    /// Applies an editing key; false when the key is not an editing key (Enter, Esc…), which is
    /// then the caller's. Tab is text, as a pasted tab is: a space. Up and down move through rows wrapped to `width`.
    public mutating func handle(_ key: KeyEvent, width: Int) -> Bool {
        let verticalGoal = goalColumn
        goalColumn = nil
        switch key {
        case .character(let character): insert(String(character))
        case .control("j"): insert("\n")
        case .tab: insert("\t")
        case .backspace, .control("h"): deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = lineStart()
        case .end, .control("e"): cursor = lineEnd()
        case .control("k"): killToLineEnd()
        case .control("u"): killToLineStart()
        case .control("w"): deleteWordBackward()
        case .up, .control("p"): moveVertically(by: -1, width: width, goalColumn: verticalGoal)
        case .down, .control("n"): moveVertically(by: 1, width: width, goalColumn: verticalGoal)
        default: return false
        }
        return true
    }

    // MARK: - Editing

    /// Inserts text at the cursor. A combining mark or a joined emoji part that arrives on its own
    /// joins the character before it, as the terminal shows them.
    ///
    /// The text goes in as one block, so a long paste costs time in proportion to its length.
    public mutating func insert(_ text: String) {
        var incoming = text.compactMap(Self.admissible)
        if cursor > 0, let first = incoming.first {
            let joined = String(characters[cursor - 1]) + String(first)
            if joined.count == 1, let merged = joined.first {
                characters[cursor - 1] = merged
                incoming.removeFirst()
            }
        }
        guard !incoming.isEmpty else { return }
        characters.insert(contentsOf: incoming, at: cursor)
        cursor += incoming.count
    }

    public static func == (lhs: TextEditor, rhs: TextEditor) -> Bool {
        lhs.characters == rhs.characters && lhs.cursor == rhs.cursor && lhs.goalColumn == rhs.goalColumn
    }

    /// Control characters and direction overrides would move the cursor or reorder the screen,
    /// and are not kept; line breaks of any kind become "\n", a tab a space.
    private static func admissible(_ character: Character) -> Character? {
        if character == "\n" || character == "\r\n" || character == "\r" { return "\n" }
        if character == "\t" { return " " }
        guard let value = character.unicodeScalars.first?.value else { return nil }
        let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
        let isDirectionControl =
            (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
        return isControl || isDirectionControl ? nil : character
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-K: to the end of the line, or the line break itself when already there.
    public mutating func killToLineEnd() {
        let end = lineEnd()
        characters.removeSubrange(cursor..<(end == cursor ? min(end + 1, characters.count) : end))
    }

    /// Ctrl-U: from the start of the line to the cursor.
    public mutating func killToLineStart() {
        let start = lineStart()
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Ctrl-W: the word before the cursor and the blanks after it.
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    public mutating func clear() {
        self = TextEditor()
    }

    // MARK: - Moving

    private func lineStart() -> Int {
        var index = cursor
        while index > 0, characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private func lineEnd() -> Int {
        var index = cursor
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index
    }

    private mutating func moveVertically(by step: Int, width: Int, goalColumn previousGoal: Int?) {
        let layout = TextEditorLayout(editor: self, width: width)
        let here = layout.cursorPosition
        let column = previousGoal ?? here.column
        let target = here.row + step
        if target < 0 {
            cursor = 0
        } else if target >= layout.rows.count {
            cursor = characters.count
        } else {
            cursor = layout.index(inRow: target, atColumn: column)
        }
        goalColumn = column
    }
}
