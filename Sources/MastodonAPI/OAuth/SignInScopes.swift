/// The scopes Tintype asks for, and which of them a grant lacks. Mastodon, Pixelfed and
/// GoToSocial grant the broad `read` and `write`; Pleroma and Akkoma may grant granular ones
/// (`read:statuses`, `write:favourites`, …) instead, which count as the broad one.
public enum SignInScopes {
    public static let requested = ["read", "write", "follow", "push"]
    /// Without these the app cannot work; `follow` and `push` are only used where granted.
    public static let needed = ["read", "write"]

    /// The needed scopes `granted` (space-separated) covers neither broadly nor granularly.
    public static func missing(granted: String) -> [String] {
        let scopes = granted.split(separator: " ").map(String.init)
        return needed.filter { scope in
            !scopes.contains { $0 == scope || $0.hasPrefix(scope + ":") }
        }
    }
}
