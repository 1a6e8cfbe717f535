import FoundationEssentials

/// One yes-or-no choice the person made (replies in the feed, a profile's grid), kept in the
/// account's preferences folder so the next start makes it too.
package struct PreferenceFlag: Sendable {
    let preferences: FileCache?
    let key: String
    /// What holds before the person ever chose, and when the saved choice cannot be read.
    let defaultValue: Bool

    package init(preferences: FileCache?, key: String, defaultValue: Bool) {
        self.preferences = preferences
        self.key = key
        self.defaultValue = defaultValue
    }

    package func read() -> Bool {
        guard let saved = preferences?.read(key) else { return defaultValue }
        switch String(decoding: saved, as: UTF8.self) {
        case "yes": return true
        case "no": return false
        default: return defaultValue
        }
    }

    /// Lost on a full disk: the next start makes the default choice, nothing worse.
    package func write(_ value: Bool) {
        try? preferences?.write(Data((value ? "yes" : "no").utf8), for: key)
    }
}
