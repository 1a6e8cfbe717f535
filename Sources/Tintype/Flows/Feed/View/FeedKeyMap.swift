/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// The feed's keys: the list's, then the module's own.
enum FeedKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, refresh, profile, help, close, toggleReplies, toggleLayout
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: "post").mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", "open the post", .open),
            KeyBinding([.character("u")], "u", "the author's profile", .profile),
            KeyBinding([.character("r")], "r", "fetch newer posts", .refresh),
            KeyBinding([.character("v")], "v", "show replies too, or posts only (remembered)", .toggleReplies),
            KeyBinding([.character("z")], "z", "large photos with captions under them, or compact rows (remembered)", .toggleLayout),
            KeyBinding([.character("?")], "?", "show or hide these keys", .help),
            KeyBinding([.character("q")], "q", "quit", .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.feed]` on top.
    static let keyMap = declared.configured("feed")
}
