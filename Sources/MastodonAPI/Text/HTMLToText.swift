import TextBasics

/// Turns the HTML of a post or a bio into plain text.
///
/// An allowlist reading of the tags Mastodon, Pixelfed, GoToSocial and Akkoma send: paragraphs
/// become blank lines, `<br>` a newline, list items bullets, `span.invisible` (the hidden part of
/// a long link) is dropped and `span.ellipsis` gets "…". Every other tag keeps its text; `script`
/// and `style` lose theirs. Character references are decoded once, here, so `&amp;lt;` stays
/// `&lt;`. Control characters are not removed here: `TextSanitizer` does that after.
///
/// It reads UTF-8 bytes, not characters: tags and entity names are ASCII, and text between them
/// is copied through as it is, which keeps a page of posts to a handful of allocations.
public enum HTMLToText {
    public static func convert(_ html: String) -> String {
        convertCountingWork(html).text
    }

    /// The text, and each link in it (`<a href>`) as the text shows it and the address it goes
    /// to, in the order they come; the addresses as the server wrote them, for the caller to check.
    public static func convertKeepingLinks(_ html: String) -> (text: String, links: [TextLink]) {
        let converted = converting(html)
        return (converted.text, converted.links)
    }

    /// The text, and how many input bytes were looked at to find it: at most a few times the
    /// input's length, whatever the input (tests hold it to that).
    static func convertCountingWork(_ html: String) -> (text: String, bytesExamined: Int) {
        let converted = converting(html)
        return (converted.text, converted.bytesExamined)
    }

    private static func converting(_ html: String) -> (text: String, links: [TextLink], bytesExamined: Int) {
        var html = html
        return html.withUTF8 { bytes in
            var converter = Converter(input: bytes)
            converter.run()
            return (converter.finish(), converter.links, converter.bytesExamined)
        }
    }

    private struct Converter {
        let input: UnsafeBufferPointer<UInt8>
        var output: [UInt8] = []
        /// For each open span: whether it hides its content, and whether it ends with an ellipsis.
        var spans: [(hides: Bool, ellipsis: Bool)] = []
        var hiddenDepth = 0
        var skippedElement: [UInt8]?
        var pendingSpace = false
        var pendingNewlines = 0
        var preformattedDepth = 0
        /// Set when a "<" had no ">" after it: no later "<" can end a tag either, so from there on
        /// each is text. Without it, every "<" of a long unterminated run would scan to the end.
        var noTagEndAhead = false
        var bytesExamined = 0
        /// The link being read: where its text began in the output, and its address.
        var openLink: (start: Int, address: String)?
        var links: [TextLink] = []

        init(input: UnsafeBufferPointer<UInt8>) {
            self.input = input
            output.reserveCapacity(input.count)
        }

        mutating func run() {
            var index = 0
            while index < input.count {
                let byte = input[index]
                bytesExamined += 1
                if byte == ASCII.lessThan, !noTagEndAhead, let end = tagEnd(from: index) {
                    handleTag(from: index + 1, to: end)
                    index = end + 1
                } else if skippedElement != nil || hiddenDepth > 0 {
                    index += 1
                } else if byte == ASCII.ampersand {
                    index = decodeReference(at: index)
                } else {
                    appendText(byte)
                    index += 1
                }
            }
        }

        mutating func finish() -> String {
            while let last = output.last, last == ASCII.space || last == ASCII.newline { output.removeLast() }
            return String(decoding: output, as: UTF8.self)
        }

        private mutating func tagEnd(from start: Int) -> Int? {
            guard start + 1 < input.count else { return nil }
            let next = input[start + 1]
            guard next == ASCII.slash || next == ASCII.bang || ASCII.isLetter(next) else { return nil }
            var quote: UInt8?
            var index = start + 1
            while index < input.count {
                let byte = input[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == ASCII.doubleQuote || byte == ASCII.singleQuote {
                    quote = byte
                } else if byte == ASCII.greaterThan {
                    bytesExamined += index - start
                    return index
                }
                index += 1
            }
            bytesExamined += index - start
            noTagEndAhead = true
            return nil
        }

        /// The tag's bytes run from `start` (after "<") to `end` (the ">").
        private mutating func handleTag(from start: Int, to end: Int) {
            guard input[start] != ASCII.bang else { return }
            let isClosing = input[start] == ASCII.slash
            var nameEnd = isClosing ? start + 1 : start
            let nameStart = nameEnd
            while nameEnd < end, !ASCII.isSpace(input[nameEnd]), input[nameEnd] != ASCII.slash { nameEnd += 1 }
            let name = input[nameStart..<nameEnd].map(ASCII.lowercased)

            if let skipped = skippedElement {
                if isClosing && name == skipped { skippedElement = nil }
                return
            }
            if name == Tag.span {
                isClosing ? closeSpan() : openSpan(attributes: nameEnd..<end)
                return
            }
            if hiddenDepth > 0 { return }
            if name == Tag.anchor {
                isClosing ? closeLink() : openLink(attributes: nameEnd..<end)
                return
            }

            switch (name, isClosing) {
            case (Tag.script, false), (Tag.style, false), (Tag.template, false):
                skippedElement = name
            case (Tag.br, _):
                breakLine(1)
            case (Tag.pre, false):
                breakLine(2)
                preformattedDepth += 1
            case (Tag.pre, true):
                preformattedDepth = max(0, preformattedDepth - 1)
                breakLine(2)
            case (Tag.li, false):
                breakLine(1)
                appendLiteral(Tag.bullet)
            case (Tag.tr, true), (Tag.li, true):
                breakLine(1)
            case (Tag.td, true), (Tag.th, true):
                pendingSpace = true
            default:
                if Tag.blocks.contains(name) { breakLine(2) }
            }
        }

        private mutating func openSpan(attributes: Range<Int>) {
            let classes = classAttribute(in: attributes)
            let hides = Self.containsWord(Tag.invisible, in: classes)
            spans.append((hides: hides, ellipsis: Self.containsWord(Tag.ellipsis, in: classes)))
            if hides { hiddenDepth += 1 }
        }

        private mutating func closeSpan() {
            guard let span = spans.popLast() else { return }
            if span.hides { hiddenDepth = max(0, hiddenDepth - 1) }
            if span.ellipsis && hiddenDepth == 0 { appendLiteral(Tag.ellipsisMark) }
        }

        private mutating func openLink(attributes: Range<Int>) {
            let address = attribute(Tag.hrefEquals, in: attributes)
            guard !address.isEmpty else { return }
            flushPending()
            // The address's entities (`&amp;` in a query) read as the text's are.
            openLink = (output.count, HTMLToText.convert(String(decoding: address, as: UTF8.self)))
        }

        private mutating func closeLink() {
            guard let link = openLink else { return }
            openLink = nil
            let text = String(decoding: output[link.start...], as: UTF8.self).trimmed()
            if !text.isEmpty { links.append(TextLink(text: text, address: link.address)) }
        }

        private func classAttribute(in range: Range<Int>) -> ArraySlice<UInt8> {
            attribute(Tag.classEquals, in: range)
        }

        /// The value of an attribute (`name=`, a space before it) in a tag's attributes, quoted or not.
        private func attribute(_ nameEquals: [UInt8], in range: Range<Int>) -> ArraySlice<UInt8> {
            let slice = input[range]
            var index = slice.startIndex
            while index + nameEquals.count <= slice.endIndex {
                if index > slice.startIndex, ASCII.isSpace(slice[index - 1]),
                    slice[index..<(index + nameEquals.count)].elementsEqual(nameEquals)
                {
                    var start = index + nameEquals.count
                    var quote: UInt8?
                    if start < slice.endIndex, slice[start] == ASCII.doubleQuote || slice[start] == ASCII.singleQuote {
                        quote = slice[start]
                        start += 1
                    }
                    var stop = start
                    while stop < slice.endIndex, quote.map({ slice[stop] != $0 }) ?? !ASCII.isSpace(slice[stop]) { stop += 1 }
                    return ArraySlice(slice[start..<stop])
                }
                index += 1
            }
            return []
        }

        private static func containsWord(_ word: [UInt8], in classes: ArraySlice<UInt8>) -> Bool {
            classes.split(separator: ASCII.space).contains { $0.elementsEqual(word) }
        }

        private mutating func decodeReference(at start: Int) -> Int {
            var index = start + 1
            while index < input.count, index - start <= 32, input[index] != ASCII.semicolon,
                ASCII.isLetter(input[index]) || ASCII.isDigit(input[index]) || input[index] == ASCII.hash
            {
                index += 1
            }
            guard index < input.count, input[index] == ASCII.semicolon, index > start + 1 else {
                appendText(ASCII.ampersand)
                return start + 1
            }
            let name = input[(start + 1)..<index]
            let decoded: Unicode.Scalar?
            if name.first == ASCII.hash {
                let isHex = name.count > 1 && (name[name.startIndex + 1] == ASCII.lowerX || name[name.startIndex + 1] == ASCII.upperX)
                let digits = String(decoding: name.dropFirst(isHex ? 2 : 1), as: UTF8.self)
                decoded = UInt32(digits, radix: isHex ? 16 : 10).map(HTMLEntities.scalar(forCodePoint:)) ?? "\u{FFFD}"
            } else {
                decoded = HTMLEntities.named[String(decoding: name, as: UTF8.self)]
            }
            guard let scalar = decoded else {
                appendText(ASCII.ampersand)
                return start + 1
            }
            flushPending()
            output.append(contentsOf: String(scalar).utf8)
            return index + 1
        }

        private mutating func appendText(_ byte: UInt8) {
            if preformattedDepth == 0, ASCII.isSpace(byte) {
                pendingSpace = true
                return
            }
            flushPending()
            output.append(byte)
        }

        private mutating func appendLiteral(_ bytes: [UInt8]) {
            flushPending()
            output.append(contentsOf: bytes)
        }

        private mutating func breakLine(_ count: Int) {
            guard !output.isEmpty else { return }
            pendingNewlines = max(pendingNewlines, count)
            pendingSpace = false
        }

        private mutating func flushPending() {
            if pendingNewlines > 0 {
                while output.last == ASCII.space { output.removeLast() }
                output.append(contentsOf: repeatElement(ASCII.newline, count: pendingNewlines))
                pendingNewlines = 0
                pendingSpace = false
            } else if pendingSpace {
                if let last = output.last, last != ASCII.newline, last != ASCII.space { output.append(ASCII.space) }
                pendingSpace = false
            }
        }
    }

    /// Tag names and the other fixed byte strings the converter compares against.
    private enum Tag {
        static let span = Array("span".utf8)
        static let script = Array("script".utf8)
        static let style = Array("style".utf8)
        static let template = Array("template".utf8)
        static let br = Array("br".utf8)
        static let pre = Array("pre".utf8)
        static let li = Array("li".utf8)
        static let tr = Array("tr".utf8)
        static let td = Array("td".utf8)
        static let th = Array("th".utf8)
        static let blocks: [[UInt8]] = ["p", "div", "blockquote", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "table", "hr"]
            .map { Array($0.utf8) }
        static let invisible = Array("invisible".utf8)
        static let ellipsis = Array("ellipsis".utf8)
        static let classEquals = Array("class=".utf8)
        static let anchor = Array("a".utf8)
        static let hrefEquals = Array("href=".utf8)
        static let bullet = Array("• ".utf8)
        static let ellipsisMark = Array("…".utf8)
    }
}

/// Byte values and classes of ASCII, for reading markup byte by byte.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let slash = UInt8(ascii: "/")
    static let bang = UInt8(ascii: "!")
    static let hash = UInt8(ascii: "#")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let lowerX = UInt8(ascii: "x")
    static let upperX = UInt8(ascii: "X")

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }
    static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
}
