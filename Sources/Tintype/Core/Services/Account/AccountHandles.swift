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
}
