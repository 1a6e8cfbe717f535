/// A key as the app understands it, whatever byte sequence the terminal sent for it.
public enum KeyEvent: Equatable, Hashable, Sendable {
    case character(Character)
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab
    case backspace, delete
    case function(Int)
    case resize
    /// The terminal's bracketed paste marks: what comes between them was pasted, not typed.
    case pasteStart, pasteEnd
    /// A click or the wheel, where the terminal reports the mouse.
    case mouse(MouseEvent)
    case unknown(Int32)
}
