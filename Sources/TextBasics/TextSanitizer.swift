/// Removes from server text everything that could steer the terminal or hide what a text says.
///
/// Works on code points, never bytes, after HTML decoding (so `&#27;` cannot bring an ESC back):
/// escape sequences go whole, their printable middle too ("]0;PWNED" would be left otherwise);
/// C0 controls but newline, DEL and C1 controls go; tabs become a space; bidirectional overrides
/// and isolates go (Trojan Source); zero-width and other invisible characters go (the Hangul
/// fillers and the blank Braille pattern among them), except the
/// joiner and variation selectors that build emoji; line and paragraph separators become
/// newlines. Runs of combining marks are capped, and so is the length.
public enum TextSanitizer {
    public static let maximumCombiningMarks = 3
    public static let maximumLength = 20_000

    /// Cleans text that may span lines, such as a caption.
    public static func clean(_ text: String, maximumLength: Int = maximumLength) -> String {
        clean(text, maximumLength: maximumLength, joiningLines: false)
    }

    /// Cleans text that must stay on one line, such as a display name: newlines become spaces.
    public static func cleanLine(_ text: String, maximumLength: Int = 200) -> String {
        clean(text, maximumLength: maximumLength, joiningLines: true).trimmingSpaces()
    }

    private static func clean(_ text: String, maximumLength: Int, joiningLines: Bool) -> String {
        if isPlainPrintable(text, allowingNewlines: !joiningLines, maximumLength: maximumLength) {
            return text
        }
        let lineBreak: Unicode.Scalar = joiningLines ? " " : "\n"
        var output = String.UnicodeScalarView()
        var combiningRun = 0
        var count = 0
        var sequences = EscapeSequenceSkipper()
        for scalar in text.unicodeScalars {
            guard count < maximumLength else { break }
            let value = scalar.value
            if sequences.skips(value) {
                continue
            } else if value == 0x0A || value == 0x2028 || value == 0x2029 {
                output.append(lineBreak)
                combiningRun = 0
            } else if value == 0x09 {
                output.append(" ")
                combiningRun = 0
            } else if value >= 0x20 && value < 0x7F {
                output.append(scalar)
                combiningRun = 0
            } else if isRemoved(value) {
                continue
            } else if isCombiningMark(scalar) {
                combiningRun += 1
                if combiningRun > maximumCombiningMarks { continue }
                output.append(scalar)
            } else {
                combiningRun = 0
                output.append(scalar)
            }
            count += 1
        }
        return String(output)
    }

    /// Most text is printable ASCII and needs no change at all; this finds that without copying.
    private static func isPlainPrintable(_ text: String, allowingNewlines: Bool, maximumLength: Int) -> Bool {
        var count = 0
        for byte in text.utf8 {
            guard (byte >= 0x20 && byte < 0x7F) || (allowingNewlines && byte == 0x0A) else { return false }
            count += 1
        }
        return count <= maximumLength
    }

    private static func isRemoved(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        case 0x200B, 0x2060...0x2064, 0xFEFF, 0x00AD, 0x180E: return true
        case 0xE0000...0xE007F: return true
        case 0xFFF9...0xFFFB: return true
        // Blank-looking letters used to hide text or fake an empty name: the Hangul fillers, the
        // blank Braille pattern, and the deprecated format characters.
        case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x206A...0x206F: return true
        default: return false
        }
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
