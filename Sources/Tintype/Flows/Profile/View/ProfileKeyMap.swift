/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
enum ProfileKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, follow, message, followers, following, refresh, help, back, close
    }

    static let keyMap =
        ListKeyMap.keyMap(rows: "post").mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", "open the post", .open),
            KeyBinding([.character("f")], "f", "follow, or stop following", .follow),
            KeyBinding([.character("m")], "m", "write a direct message to this account", .message),
            KeyBinding([.character("F")], "F", "who follows this account", .followers),
            KeyBinding([.character("W")], "W", "whom this account follows", .following),
            KeyBinding([.character("r")], "r", "load the profile again", .refresh),
            KeyBinding([.character("?")], "?", "show or hide these keys", .help),
            KeyBinding([.escape, .character("h"), .backspace, .left], "Esc / h / ⌫", "back", .back),
            KeyBinding([.character("q")], "q", "back; on the Profile tab, quit", .close),
        ])
}
