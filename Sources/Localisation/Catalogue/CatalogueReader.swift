/// Reads a gettext `.po` catalogue: the format translators' tools (Poedit, Weblate, Lokalize)
/// edit. Tintype's entries are keyed by `msgctxt`; the English text is the `msgid`.
///
/// ```
/// #. Shown while the first page of the home feed loads.
/// msgctxt "loadingFeed"
/// msgid "loading the feed…"
/// msgstr "загрузка ленты…"
/// ```
public enum CatalogueReader {
    public static func read(_ text: String) throws(CatalogueError) -> Catalogue {
        var catalogue = Catalogue(language: "")
        var entry = PendingEntry()
        var field: Field?

        // Comments before an entry belong to it, so an entry ends only once it has a msgid.
        func finish(at line: Int) throws(CatalogueError) {
            guard entry.msgid != nil else {
                if entry.hasFields { throw CatalogueError(line: line, reason: "an entry without msgid") }
                return
            }
            try entry.add(to: &catalogue, endingAt: line)
            entry = PendingEntry()
        }

        // Bytes, not Characters: a catalogue is read at every start, and UTF-8 needs no
        // grapheme breaking to find quotes, backslashes and keywords, which are all ASCII.
        let bytes = Array(text.utf8)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let number = index + 1
            let line = trimmed(rawLine)
            guard let first = line.first else {
                try finish(at: number)
                entry.notes = []
                field = nil
                continue
            }
            if first == UInt8(ascii: "#") {
                if entry.msgid != nil && entry.hasTranslation { try finish(at: number) }
                if line.count >= 2, line[line.startIndex + 1] == UInt8(ascii: ".") {
                    entry.notes.append(String(decoding: trimmed(line.dropFirst(2)), as: UTF8.self))
                }
                field = nil
                continue
            }
            if first == UInt8(ascii: "\"") {
                guard let field else { throw CatalogueError(line: number, reason: "a string outside any field") }
                entry.append(try unquote(line, line: number), to: field)
                continue
            }
            let keywordBytes = line.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            let keyword = String(decoding: keywordBytes, as: UTF8.self)
            guard let parsed = Field(keyword) else { throw CatalogueError(line: number, reason: "unknown keyword \(keyword)") }
            let value = try unquote(trimmed(line.dropFirst(keywordBytes.count)), line: number)
            if parsed == .msgid, entry.msgid != nil, !entry.hasTranslation {
                throw CatalogueError(line: number, reason: "a second msgid before any msgstr")
            }
            if parsed == .msgctxt || (parsed == .msgid && entry.hasTranslation) { try finish(at: number) }
            field = parsed
            entry.append(value, to: parsed, starting: true)
        }
        try finish(at: lines.count)
        return catalogue
    }

    static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        guard let start = line.firstIndex(where: { !isSpace($0) }), let end = line.lastIndex(where: { !isSpace($0) }) else { return [] }
        return line[start...end]
    }

    /// `"a \"quoted\"\n"` → `a "quoted"` and a new line.
    static func unquote(_ quoted: ArraySlice<UInt8>, line: Int) throws(CatalogueError) -> String {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        guard quoted.count >= 2, quoted.first == quote, quoted.last == quote else {
            throw CatalogueError(line: line, reason: "a string must be in double quotes")
        }
        var result: [UInt8] = []
        result.reserveCapacity(quoted.count)
        var escaping = false
        for byte in quoted.dropFirst().dropLast() {
            if escaping {
                switch byte {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case quote, backslash: result.append(byte)
                default: throw CatalogueError(line: line, reason: "unknown escape \\\(Character(Unicode.Scalar(byte)))")
                }
                escaping = false
            } else if byte == backslash {
                escaping = true
            } else if byte == quote {
                throw CatalogueError(line: line, reason: "a quote inside a string must be written \\\"")
            } else {
                result.append(byte)
            }
        }
        if escaping { throw CatalogueError(line: line, reason: "a string ends in a lone backslash") }
        return String(decoding: result, as: UTF8.self)
    }

    enum Field: Equatable {
        case msgctxt, msgid, msgidPlural, msgstr
        case msgstrForm(Int)

        init?(_ keyword: String) {
            switch keyword {
            case "msgctxt": self = .msgctxt
            case "msgid": self = .msgid
            case "msgid_plural": self = .msgidPlural
            case "msgstr": self = .msgstr
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                    let index = Int(keyword.dropFirst(7).dropLast()), (0..<6).contains(index)
                else { return nil }
                self = .msgstrForm(index)
            }
        }
    }

    struct PendingEntry {
        var context: String?
        var msgid: String?
        var msgidPlural: String?
        var msgstr: String?
        var forms: [Int: String] = [:]
        var notes: [String] = []

        var hasFields: Bool { context != nil || msgidPlural != nil || msgstr != nil || !forms.isEmpty }
        var hasTranslation: Bool { msgstr != nil || !forms.isEmpty }

        mutating func append(_ value: String, to field: Field, starting: Bool = false) {
            func joined(_ old: String?) -> String { starting ? value : (old ?? "") + value }
            switch field {
            case .msgctxt: context = joined(context)
            case .msgid: msgid = joined(msgid)
            case .msgidPlural: msgidPlural = joined(msgidPlural)
            case .msgstr: msgstr = joined(msgstr)
            case .msgstrForm(let index): forms[index] = joined(forms[index])
            }
        }

        func add(to catalogue: inout Catalogue, endingAt line: Int) throws(CatalogueError) {
            guard let msgid else { return }
            guard let key = context else {
                // The header: the one entry with an empty msgid and no context.
                if msgid.isEmpty { catalogue.language = Self.headerField("Language", in: msgstr ?? "") ?? "" }
                return
            }
            guard catalogue.entries[key] == nil, catalogue.sources[key] == nil else {
                throw CatalogueError(line: line, reason: "the key \(key) appears twice")
            }
            catalogue.keys.append(key)
            catalogue.notes[key] = notes.isEmpty ? nil : notes
            if let msgidPlural {
                catalogue.sources[key] = [msgid, msgidPlural]
                let ordered = (0..<forms.count).compactMap { forms[$0] }
                guard ordered.count == forms.count else {
                    throw CatalogueError(line: line, reason: "the plural forms of \(key) skip a number")
                }
                if !ordered.isEmpty, ordered.allSatisfy({ !$0.isEmpty }) { catalogue.entries[key] = .plural(ordered) }
            } else {
                guard forms.isEmpty else { throw CatalogueError(line: line, reason: "\(key) has plural forms but no msgid_plural") }
                catalogue.sources[key] = [msgid]
                if let msgstr, !msgstr.isEmpty { catalogue.entries[key] = .text(msgstr) }
            }
        }

        static func headerField(_ name: String, in header: String) -> String? {
            for line in header.split(separator: "\n") where line.hasPrefix(name + ":") {
                return String(line.dropFirst(name.count + 1)).trimmingSpaces()
            }
            return nil
        }
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
