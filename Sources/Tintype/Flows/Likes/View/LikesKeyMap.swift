/// Module is responsible for who liked my posts, and the posts I liked.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum LikesKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, profile, likers, unlike, switchSection, refresh, help, close
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: "post").mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", "open the post", .open),
            KeyBinding([.character("m")], "m", "likes of my posts, or the posts I liked", .switchSection),
            KeyBinding([.character("u")], "u", "the latest liker's profile (posts I liked: the author's)", .profile),
            KeyBinding([.character("L")], "L", "everyone who liked the post", .likers),
            KeyBinding([.character("f")], "f", "take my like back (posts I liked)", .unlike),
            KeyBinding([.character("r")], "r", "fetch the likes anew", .refresh),
            KeyBinding([.character("?")], "?", "show or hide these keys", .help),
            KeyBinding([.character("q")], "q", "quit", .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.likes]` on top.
    static let keyMap = declared.configured("likes")
}
