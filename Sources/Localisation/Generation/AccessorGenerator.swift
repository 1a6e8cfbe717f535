/// Writes the Swift accessors of the English catalogue: one static property or function a key,
/// so code names a text by a checked name and never types a key. `make strings` runs it, and a
/// test fails when the committed accessors and the catalogue differ.
public enum AccessorGenerator {
    public static func source(for catalogue: Catalogue, catalogueName: String) throws(CatalogueError) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from \(catalogueName) by `make strings`: edit the catalogue, not this file.",
            "",
            "/// Every text a person reads, by the key of its entry in the catalogues.",
            "public enum Strings {",
        ]
        for (index, key) in catalogue.keys.enumerated() {
            guard let english = catalogue.sources[key] else { continue }
            guard isIdentifier(key) else { throw CatalogueError(line: 0, reason: "the key \(key) is not a Swift name") }
            if index > 0 { lines.append("") }
            for note in catalogue.notes[key] ?? [] { lines.append("    /// \(note)") }
            lines.append("    /// " + english.map { "\"\(escaped($0))\"" }.joined(separator: " / "))
            lines += english.count == 2 ? plural(key, one: english[0], other: english[1]) : text(key, english[0])
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func text(_ key: String, _ english: String) -> [String] {
        let names = Placeholders.names(in: english)
        let call = "Translation.active.text(\"\(key)\", \"\(escaped(english))\"\(values(names)))"
        guard !names.isEmpty else { return ["    public static var \(key): String { \(call) }"] }
        let parameters = names.count == 1 ? ["_ \(identifier(names[0])): String"] : names.map { "\(identifier($0)): String" }
        return ["    public static func \(key)(\(parameters.joined(separator: ", "))) -> String {", "        \(call)", "    }"]
    }

    static func plural(_ key: String, one: String, other: String) -> [String] {
        var names = Placeholders.names(in: one)
        for name in Placeholders.names(in: other) where !names.contains(name) { names.append(name) }
        names.removeAll { $0 == "count" }
        let parameters = ["_ count: Int"] + names.map { "\(identifier($0)): String" }
        let call =
            "Translation.active.plural(\"\(key)\", count: count, one: \"\(escaped(one))\", other: \"\(escaped(other))\"\(values(names)))"
        return ["    public static func \(key)(\(parameters.joined(separator: ", "))) -> String {", "        \(call)", "    }"]
    }

    static func values(_ names: [String]) -> String {
        names.isEmpty ? "" : ", [" + names.map { "\"\($0)\": \(identifier($0))" }.joined(separator: ", ") + "]"
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }

    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.first, first.isLetter || first == "_" else { return false }
        return key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && key.allSatisfy(\.isASCII)
    }

    static let keywords: Set<String> = [
        "in", "default", "case", "for", "if", "is", "as", "do", "repeat", "return", "self", "where", "while",
    ]

    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
