import CNcursesw

/// Turns what `wget_wch` returns into a `KeyEvent`.
///
/// Kept apart from the screen so that every mapping can be tested without a terminal.
public enum KeyDecoder {
    /// Whether `wget_wch` returned a character or a key code.
    public enum Kind: Sendable {
        case character
        case keyCode
    }

    public static func decode(kind: Kind, value: UInt32) -> KeyEvent {
        switch kind {
        case .character: return decodeCharacter(value)
        case .keyCode: return decodeKeyCode(Int32(bitPattern: value))
        }
    }

    private static func decodeCharacter(_ value: UInt32) -> KeyEvent {
        switch value {
        case 9: return .tab
        // The terminal is in nonl mode: Enter sends CR, and LF is Ctrl-J, the editor's new line.
        case 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26:
            // Ctrl-A is 1, Ctrl-Z is 26.
            return .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0, 28...31:
            return .unknown(Int32(value))
        default:
            guard let scalar = Unicode.Scalar(value) else { return .unknown(Int32(bitPattern: value)) }
            return .character(Character(scalar))
        }
    }

    private static func decodeKeyCode(_ code: Int32) -> KeyEvent {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END, KEY_LL: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        case CN_KEY_PASTE_START: return .pasteStart
        case CN_KEY_PASTE_END: return .pasteEnd
        case KEY_F0 + 1...KEY_F0 + 63: return .function(Int(code - KEY_F0))
        default: return .unknown(code)
        }
    }
}
