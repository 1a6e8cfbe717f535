/// Who may quote a post of mine (Mastodon 4.5's `quote_approval_policy`); a post only its
/// followers or those it mentions see is quoted by nobody, whatever it says.
public enum QuotePolicy: String, Sendable, CaseIterable {
    /// The server's words, as the API takes them.
    case anyone = "public"
    case followers
    case nobody

    /// The next one `Q` in the composer goes to, back to anyone after nobody.
    public var next: QuotePolicy {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
