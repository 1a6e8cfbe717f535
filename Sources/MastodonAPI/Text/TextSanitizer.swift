/// Removes from server text everything that could steer the terminal or hide what a text says.
///
/// Works on code points, never bytes, after HTML decoding (so `&#27;` cannot bring an ESC back):
/// C0 controls but newline, DEL and C1 controls go; tabs become a space; bidirectional overrides
/// and isolates go (Trojan Source); zero-width and other invisible characters go, except the
/// joiner and variation selectors that build emoji; line and paragraph separators become
/// newlines. Runs of combining marks are capped, and so is the length.
public enum TextSanitizer {
    public static let maximumCombiningMarks = 3
    public static let maximumLength = 20_000

    /// Cleans text that may span lines, such as a caption.
    public static func clean(_ text: String, maximumLength: Int = maximumLength) -> String {
        var output = String.UnicodeScalarView()
        var combiningRun = 0
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumLength else { break }
            let value = scalar.value
            if value == 0x0A || value == 0x2028 || value == 0x2029 {
                output.append("\n")
                combiningRun = 0
            } else if value == 0x09 {
                output.append(" ")
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

    /// Cleans text that must stay on one line, such as a display name: newlines become spaces.
    public static func cleanLine(_ text: String, maximumLength: Int = 200) -> String {
        var line = clean(text, maximumLength: maximumLength)
        line = String(line.map { $0 == "\n" ? " " : $0 })
        return line.trimmingSpaces()
    }

    private static func isRemoved(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        case 0x200B, 0x2060...0x2064, 0xFEFF, 0x00AD, 0x180E: return true
        case 0xE0000...0xE007F: return true
        case 0xFFF9...0xFFFB: return true
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
