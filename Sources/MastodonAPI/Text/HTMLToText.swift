/// Turns the HTML of a post or a bio into plain text.
///
/// An allowlist reading of the tags Mastodon, Pixelfed, GoToSocial and Akkoma send: paragraphs
/// become blank lines, `<br>` a newline, list items bullets, `span.invisible` (the hidden part of
/// a long link) is dropped and `span.ellipsis` gets "…". Every other tag keeps its text; `script`
/// and `style` lose theirs. Character references are decoded once, here, so `&amp;lt;` stays
/// `&lt;`. Control characters are not removed here: `TextSanitizer` does that after.
public enum HTMLToText {
    public static func convert(_ html: String) -> String {
        var converter = Converter()
        converter.run(Array(html.unicodeScalars))
        return converter.finish()
    }

    private struct Converter {
        var output = String.UnicodeScalarView()
        /// For each open span: whether it hides its content, and whether it ends with an ellipsis.
        var spans: [(hides: Bool, ellipsis: Bool)] = []
        var hiddenDepth = 0
        var skippedElement: String?
        var pendingSpace = false
        var pendingNewlines = 0
        var preformattedDepth = 0

        mutating func run(_ scalars: [Unicode.Scalar]) {
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "<", let end = tagEnd(scalars, from: index) {
                    handleTag(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
                    index = end + 1
                } else if skippedElement != nil || hiddenDepth > 0 {
                    index += 1
                } else if scalar == "&" {
                    index = decodeReference(scalars, at: index)
                } else {
                    appendText(scalar)
                    index += 1
                }
            }
        }

        mutating func finish() -> String {
            var text = String(output)
            while text.last == " " || text.last == "\n" { text.removeLast() }
            return text
        }

        private func tagEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
            guard start + 1 < scalars.count else { return nil }
            let next = scalars[start + 1]
            guard next == "/" || next == "!" || next.properties.isAlphabetic else { return nil }
            var quote: Unicode.Scalar?
            var index = start + 1
            while index < scalars.count {
                let scalar = scalars[index]
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == ">" {
                    return index
                }
                index += 1
            }
            return nil
        }

        private mutating func handleTag(_ tag: String) {
            if tag.hasPrefix("!") { return }
            let isClosing = tag.hasPrefix("/")
            let body = isClosing ? tag.dropFirst() : Substring(tag)
            let name = body.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" }.lowercased()

            if let skipped = skippedElement {
                if isClosing && name == skipped { skippedElement = nil }
                return
            }
            if name == "span" {
                isClosing ? closeSpan() : openSpan(classes: classes(in: body))
                return
            }
            if hiddenDepth > 0 { return }

            switch (name, isClosing) {
            case ("script", false), ("style", false), ("template", false):
                skippedElement = name
            case ("br", _):
                breakLine(1)
            case ("p", _), ("div", _), ("blockquote", _), ("ul", _), ("ol", _), ("h1", _), ("h2", _),
                 ("h3", _), ("h4", _), ("h5", _), ("h6", _), ("table", _), ("hr", _):
                breakLine(2)
            case ("pre", false):
                breakLine(2)
                preformattedDepth += 1
            case ("pre", true):
                preformattedDepth = max(0, preformattedDepth - 1)
                breakLine(2)
            case ("li", false):
                breakLine(1)
                appendLiteral("• ")
            case ("tr", true), ("li", true):
                breakLine(1)
            case ("td", true), ("th", true):
                pendingSpace = true
            default:
                break
            }
        }

        private mutating func openSpan(classes: [Substring]) {
            let hides = classes.contains("invisible")
            spans.append((hides: hides, ellipsis: classes.contains("ellipsis")))
            if hides { hiddenDepth += 1 }
        }

        private mutating func closeSpan() {
            guard let span = spans.popLast() else { return }
            if span.hides { hiddenDepth = max(0, hiddenDepth - 1) }
            if span.ellipsis && hiddenDepth == 0 { appendLiteral("…") }
        }

        private func classes(in tag: Substring) -> [Substring] {
            guard let range = tag.range(of: "class=") else { return [] }
            var rest = tag[range.upperBound...]
            let quote = rest.first
            if quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                let value = rest.prefix { $0 != quote }
                return value.split(separator: " ")
            }
            return [rest.prefix { !$0.isWhitespace && $0 != ">" }]
        }

        private mutating func decodeReference(_ scalars: [Unicode.Scalar], at start: Int) -> Int {
            var index = start + 1
            var name = ""
            while index < scalars.count, index - start <= 32, scalars[index] != ";" {
                let scalar = scalars[index]
                guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "#" else { break }
                name.unicodeScalars.append(scalar)
                index += 1
            }
            guard index < scalars.count, scalars[index] == ";", !name.isEmpty else {
                appendText("&")
                return start + 1
            }
            let decoded: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).map(HTMLEntities.scalar(forCodePoint:)) ?? "\u{FFFD}"
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst(), radix: 10).map(HTMLEntities.scalar(forCodePoint:)) ?? "\u{FFFD}"
            } else {
                decoded = HTMLEntities.named[name]
            }
            guard let scalar = decoded else {
                appendText("&")
                return start + 1
            }
            appendText(scalar)
            return index + 1
        }

        private mutating func appendText(_ scalar: Unicode.Scalar) {
            if preformattedDepth == 0, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                pendingSpace = true
                return
            }
            flushPending()
            output.append(scalar)
        }

        private mutating func appendLiteral(_ text: String) {
            flushPending()
            output.append(contentsOf: text.unicodeScalars)
        }

        private mutating func breakLine(_ count: Int) {
            guard !output.isEmpty else { return }
            pendingNewlines = max(pendingNewlines, count)
            pendingSpace = false
        }

        private mutating func flushPending() {
            if pendingNewlines > 0 {
                while output.last == " " { output.removeLast() }
                output.append(contentsOf: String(repeating: "\n", count: pendingNewlines).unicodeScalars)
                pendingNewlines = 0
                pendingSpace = false
            } else if pendingSpace {
                if let last = output.last, last != "\n", last != " " { output.append(" ") }
                pendingSpace = false
            }
        }
    }
}
