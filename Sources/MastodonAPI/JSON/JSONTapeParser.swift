/// Reads a JSON text (RFC 8259) into a tape's values in one pass, without recursion: the
/// containers still open are a stack of their indices, so no nesting reaches the call stack.
struct JSONTapeParser {
    typealias SyntaxError = JSONTape.SyntaxError

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// The objects and arrays opened and not yet closed, innermost last.
    private var open: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parse(into values: inout [JSONTape.Value]) throws(SyntaxError) {
        var needsValue = true
        while true {
            if needsValue {
                // A container that opened and did not close at once wants its first element.
                needsValue = try readValue(into: &values)
                if needsValue { continue }
            }
            guard let container = open.last else { break }
            values[container].count += 1
            skipWhitespace()
            guard offset < bytes.count else { throw failure("the text ends inside a container") }
            let isObject = values[container].kind == .object
            switch bytes[offset] {
            case UInt8(ascii: ","):
                offset += 1
                if isObject { try readMemberName(into: &values) }
                needsValue = true
            case isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"):
                offset += 1
                values[container].next = Int32(values.count)
                open.removeLast()
            default:
                throw failure(isObject ? "expected , or } after a member" : "expected , or ] after an element")
            }
        }
        skipWhitespace()
        guard offset == bytes.count else { throw failure("more text after the value") }
    }

    /// Appends the value at the offset; true when it opened a container with something in it.
    private mutating func readValue(into values: inout [JSONTape.Value]) throws(SyntaxError) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw failure("the text ends where a value should be") }
        let start = offset
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return try openContainer(.object, closer: UInt8(ascii: "}"), into: &values)
        case UInt8(ascii: "["):
            return try openContainer(.array, closer: UInt8(ascii: "]"), into: &values)
        case UInt8(ascii: "\""):
            try readString(into: &values)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber()
            append(.number, start: start, end: offset, into: &values)
        case UInt8(ascii: "t"):
            try readWord("true")
            append(.true, start: start, end: offset, into: &values)
        case UInt8(ascii: "f"):
            try readWord("false")
            append(.false, start: start, end: offset, into: &values)
        case UInt8(ascii: "n"):
            try readWord("null")
            append(.null, start: start, end: offset, into: &values)
        default:
            throw failure("expected a value")
        }
        return false
    }

    private mutating func openContainer(
        _ kind: JSONTape.Kind, closer: UInt8, into values: inout [JSONTape.Value]
    ) throws(SyntaxError) -> Bool {
        guard open.count < JSONTape.maximumDepth else { throw failure("nested deeper than \(JSONTape.maximumDepth)") }
        let index = values.count
        append(kind, start: offset, end: offset, into: &values)
        offset += 1
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == closer {
            offset += 1
            return false
        }
        open.append(index)
        if kind == .object { try readMemberName(into: &values) }
        return true
    }

    /// A member's name and the colon after it.
    private mutating func readMemberName(into values: inout [JSONTape.Value]) throws(SyntaxError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a member's name") }
        try readString(into: &values)
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("expected : after a member's name") }
        offset += 1
    }

    private mutating func readString(into values: inout [JSONTape.Value]) throws(SyntaxError) {
        offset += 1
        let start = offset
        var isEscaped = false
        while true {
            skipPlainStringBytes()
            guard offset < bytes.count else { throw failure("the text ends inside a string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw failure("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                isEscaped = true
                try readEscape()
            } else {
                offset += 1
            }
        }
        append(isEscaped ? .escapedString : .string, start: start, end: offset, into: &values)
        offset += 1
    }

    /// Steps over the bytes of a string that need no look, eight at a time: most of a post's
    /// text is such bytes.
    private mutating func skipPlainStringBytes() {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
            // A byte is flagged when it is a quote, a backslash or below 0x20 (the high bit of
            // a byte whose difference borrowed, masked to bytes that were below 0x80).
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let flagged = ((quotes &- ones) | (backslashes &- ones) | (word &- ones &* 0x20)) & ~word & highs
            guard flagged == 0 else { break }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 else { return }
            offset += 1
        }
    }

    private mutating func readEscape() throws(SyntaxError) {
        offset += 1
        guard offset < bytes.count else { throw failure("the text ends inside an escape") }
        switch bytes[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 1
        case UInt8(ascii: "u"):
            guard offset + 4 < bytes.count, (1...4).allSatisfy({ JSONTapeParser.isHexDigit(bytes[offset + $0]) }) else {
                throw failure("\\u without four hexadecimal digits")
            }
            offset += 5
        default:
            throw failure("an unknown escape")
        }
    }

    private mutating func readNumber() throws(SyntaxError) {
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw failure("a number without digits") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw failure("a fraction without digits") }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw failure("an exponent without digits") }
            skipDigits()
        }
    }

    private mutating func readWord(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw failure("expected \(word)") }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
            throw failure("expected \(word)")
        }
        offset += count
    }

    private mutating func skipDigits() {
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    private func append(_ kind: JSONTape.Kind, start: Int, end: Int, into values: inout [JSONTape.Value]) {
        values.append(JSONTape.Value(kind: kind, start: Int32(start), end: Int32(end), next: Int32(values.count + 1), count: 0))
    }

    private func failure(_ reason: String) -> SyntaxError {
        SyntaxError(offset: offset, reason: reason)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
