import TerminalUI

/// Keys as a person writes them in the configuration file and as the help shows them: a
/// character as itself ("j", "L", "?"), and "Enter", "Esc", "Tab", "Shift-Tab", "Space",
/// "Backspace", "Delete", "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End",
/// "Ctrl-x", "F1" … "F12".
package enum KeyName {
    private static let named: [(String, KeyEvent)] = [
        ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("Shift-Tab", .backTab), ("Space", .character(" ")),
        ("Backspace", .backspace), ("Delete", .delete), ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
    ]

    /// The key a name stands for, or nil when it names none.
    package static func key(_ name: String) -> KeyEvent? {
        if let match = named.first(where: { $0.0.lowercased() == name.lowercased() }) { return match.1 }
        if name.count == 1, let character = name.first, !character.isWhitespace { return .character(character) }
        let lowered = name.lowercased()
        if lowered.hasPrefix("ctrl-"), name.count == 6, let character = name.last, character.isLetter {
            return .control(Character(character.lowercased()))
        }
        if lowered.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) { return .function(number) }
        return nil
    }

    /// How a key is written: the inverse of `key(_:)`.
    package static func name(of key: KeyEvent) -> String {
        if let match = named.first(where: { $0.1 == key }) { return match.0 }
        switch key {
        case .character(let character): return String(character)
        case .control(let character): return "Ctrl-\(character)"
        case .function(let number): return "F\(number)"
        default: return "?"
        }
    }
}
