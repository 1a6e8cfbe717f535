import CNcursesw

/// Measures text the way a terminal lays it out: in columns, one grapheme cluster at a time.
///
/// CJK ideographs and most emoji take two columns, combining marks none. Widths come from the C
/// library's `wcwidth` through the shim, so they agree with what ncurses draws.
public enum DisplayWidth {
    /// The columns one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80 {
            return first.value >= 0x20 && first.value != 0x7F ? 1 : 0
        }
        let measured = Int(cn_wcwidth(wchar_t(bitPattern: first.value)))
        if scalars.count > 1 {
            // An emoji presentation selector or a flag pair makes a two-column picture.
            if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
            if isRegionalIndicator(first) { return 2 }
        }
        if measured < 0 {
            return first.properties.generalCategory == .format ? 0 : 1
        }
        return measured
    }

    /// The columns a whole string takes on one line.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The longest prefix that fits in `width` columns, with an ellipsis when it was cut.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let ellipsisWidth = of(ellipsis)
        let budget = width - ellipsisWidth
        guard budget >= 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = of(character)
            if used + characterWidth > budget { break }
            result.append(character)
            used += characterWidth
        }
        return result + ellipsis
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
