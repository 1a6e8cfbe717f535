import FoundationEssentials
import TextBasics

/// Reads an RFC 8288 `Link` header, as Mastodon sends it for paging:
/// `<https://host/api/v1/timelines/home?max_id=7>; rel="next", <…?min_id=9>; rel="prev"`.
public enum LinkHeader {
    /// The target of each relation, keyed by `rel` in lower case.
    public static func parse(_ value: String) -> [String: URL] {
        var links: [String: URL] = [:]
        for entry in splitEntries(value) {
            guard let open = entry.firstIndex(of: "<"), let close = entry.firstIndex(of: ">"), open < close,
                let url = URL(string: String(entry[entry.index(after: open)..<close]))
            else { continue }
            for parameter in entry[entry.index(after: close)...].split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmed().lowercased() == "rel" else { continue }
                let relations = pair[1].trimmed(where: { $0 == "\"" || $0 == " " || $0 == "\t" })
                for relation in relations.split(separator: " ") {
                    links[relation.lowercased()] = url
                }
            }
        }
        return links
    }

    /// Splits at commas that are not inside `<…>` (a URL may contain commas).
    private static func splitEntries(_ value: String) -> [Substring] {
        var entries: [Substring] = []
        var depth = 0
        var start = value.startIndex
        for index in value.indices {
            switch value[index] {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                entries.append(value[start..<index])
                start = value.index(after: index)
            default: break
            }
        }
        entries.append(value[start...])
        return entries
    }
}
