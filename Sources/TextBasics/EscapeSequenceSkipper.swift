/// Follows text scalar by scalar and tells which belong to a terminal escape sequence, so that
/// the whole sequence goes, not only its ESC: a title (`ESC ] 0 ; … BEL`), a clipboard write
/// (`ESC ] 52 ; …`), a colour (`ESC [ 31 m`), a device control string, a character set switch,
/// and their 8-bit forms (CSI, OSC, DCS…). A string sequence nobody ended ends with its line, so
/// the lines after it stay.
struct EscapeSequenceSkipper {
    private enum Phase {
        case text
        /// After ESC: the sequence's kind comes next.
        case escape
        /// `ESC` and intermediates (`(`, `#`…) waiting for the final character.
        case escapeIntermediates
        /// CSI: parameters and intermediates up to the final character.
        case controlSequence
        /// OSC, DCS, SOS, PM, APC: anything up to BEL or the string terminator.
        case string
        /// ESC inside a string: `\` ends the string, anything else starts a sequence anew.
        case stringEscape
    }

    private var phase = Phase.text

    /// Whether `value`, the next scalar of the text, is part of an escape sequence.
    mutating func skips(_ value: UInt32) -> Bool {
        switch phase {
        case .text:
            switch value {
            case 0x1B: phase = .escape
            case 0x9B: phase = .controlSequence
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: phase = .string
            default: return false
            }
            return true
        case .escape:
            switch value {
            case 0x5B: phase = .controlSequence
            case 0x5D, 0x50, 0x58, 0x5E, 0x5F: phase = .string
            case 0x20...0x2F: phase = .escapeIntermediates
            case 0x30...0x7E: phase = .text
            default: return endsBefore(value)
            }
            return true
        case .escapeIntermediates:
            switch value {
            case 0x20...0x2F: break
            case 0x30...0x7E: phase = .text
            default: return endsBefore(value)
            }
            return true
        case .controlSequence:
            switch value {
            case 0x20...0x3F: break
            case 0x40...0x7E: phase = .text
            default: return endsBefore(value)
            }
            return true
        case .string:
            switch value {
            case 0x07, 0x9C: phase = .text
            case 0x1B: phase = .stringEscape
            case 0x0A: return endsBefore(value)
            default: break
            }
            return true
        case .stringEscape:
            guard value == 0x5C else {
                phase = .escape
                return skips(value)
            }
            phase = .text
            return true
        }
    }

    /// A sequence broken off by a scalar that cannot be in it: the scalar is text again.
    private mutating func endsBefore(_ value: UInt32) -> Bool {
        phase = .text
        return skips(value)
    }
}
