/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
enum AccountListKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, refresh, help, back
    }

    static let keyMap =
        ListKeyMap.keyMap(rows: "account").mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right, .character("u")], "Enter / l / u", "the account's profile", .open),
            KeyBinding([.character("r")], "r", "load the list again", .refresh),
            KeyBinding([.character("?")], "?", "show or hide these keys", .help),
            KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", "back", .back),
        ])
}
