/// Breaks text into lines that fit a number of columns.
///
/// Lines break at spaces where it can, and inside a word only when the word alone is wider than
/// the line (a long URL, a run of CJK, which has no spaces). Newlines in the text are kept.
public enum TextWrapper {
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(Substring(paragraph), width: width, into: &lines)
            if lines.count >= maxLines { break }
        }
        if lines.count > maxLines {
            lines.removeSubrange(maxLines...)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        var word = ""
        var wordWidth = 0

        func flushWord() {
            guard !word.isEmpty else { return }
            let separatorWidth = lineWidth > 0 ? 1 : 0
            if lineWidth + separatorWidth + wordWidth <= width {
                if separatorWidth == 1 { line.append(" ") }
                line += word
                lineWidth += separatorWidth + wordWidth
            } else {
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                // A word wider than the line is cut at the column edge.
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width, lineWidth > 0 {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            word = ""
            wordWidth = 0
        }

        for character in paragraph {
            if character == " " || character == "\t" {
                flushWord()
            } else {
                word.append(character)
                wordWidth += DisplayWidth.of(character)
            }
        }
        flushWord()
        lines.append(line)
    }
}
