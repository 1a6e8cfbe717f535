import FoundationEssentials
import TextBasics

/// The accounts a person names in a line of text, as the box for a new conversation takes them.
public enum AccountHandles {
    /// "@grace, @alan katherine" → ["grace", "alan", "katherine"]: split at spaces and commas, the
    /// leading @ dropped, each account once whatever its case. A handle keeps its instance
    /// ("grace@pixelfed.social"), which `AccountService.obtainAccount(withHandle:)` takes as is.
    public static func parse(_ text: String) -> [String] {
        var seen = Set<String>()
        return text.split { $0.isWhitespace || $0 == "," }
            .map { String($0.drop { $0 == "@" }) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    /// "@grace@pixelfed.social" → "grace@pixelfed.social": the text is one handle on a named
    /// instance (a dot in its host), which only that instance can be asked about; nil otherwise.
    public static func handleElsewhere(in text: String) -> String? {
        let handle = String(text.trimmed().drop { $0 == "@" })
        let parts = handle.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            !handle.contains(where: { $0.isWhitespace || $0 == "," || $0 == "/" })
        else { return nil }
        return handle
    }
}
