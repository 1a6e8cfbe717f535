/// Keeps what a person pastes from acting as commands.
///
/// Between the terminal's paste brackets only text comes through: characters, Enter (a line break
/// of the pasted text) and Tab. An ESC, a control character or an escape sequence inside pasted
/// text is dropped: pasted, it would close the composer, quit, or run the rest of the paste as
/// keys (an `l` liking the post).
public struct PasteFilter: Sendable {
    public private(set) var isPasting = false

    public init() {}

    /// The key to hand on, or nil for one that was pasted and is not text.
    public mutating func filter(_ key: KeyEvent) -> KeyEvent? {
        switch key {
        case .pasteStart:
            isPasting = true
            return key
        case .pasteEnd:
            isPasting = false
            return key
        case .character, .enter, .tab, .resize:
            return key
        default:
            return isPasting ? nil : key
        }
    }
}
