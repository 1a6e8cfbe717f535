import TextBasics
import Tintype

/// Where a setting is written in a TOML file, for a message that names its line: the file's
/// tables (`[keys.feed]`) are followed line by line, and a setting found as `name =` under its
/// table or as the whole dotted name. The parser knows values, not where they stood.
struct SettingLocator {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line and column of the value of `name` in the table `table` (dotted, "" for the top).
    func position(of name: String, in table: String) -> (line: Int, column: Int) {
        var current = ""
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmed()
            if line.hasPrefix("["), let end = line.firstIndex(of: "]") {
                current = String(line[line.index(after: line.startIndex)..<end].replacing(" ", with: ""))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmed().replacing("\"", with: "")
            let full = current.isEmpty ? key : current + "." + key
            let wanted = table.isEmpty ? name : table + "." + name
            if full == wanted {
                let column = (raw.firstIndex(of: "=").map { raw.distance(from: raw.startIndex, to: $0) } ?? 0) + 3
                return (index + 1, column)
            }
        }
        return (1, 1)
    }

    /// The line where the table `table` starts, or the first line.
    func position(ofTable table: String) -> (line: Int, column: Int) {
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmed().replacing(" ", with: "")
            if line == "[\(table)]" { return (index + 1, 1) }
        }
        return (1, 1)
    }
}
