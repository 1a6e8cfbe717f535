/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
enum AccountListKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, refresh, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: "account").mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right, .character("u")], "Enter / l / u", "the account's profile", .open),
            KeyBinding([.character("r")], "r", "load the list again", .refresh),
            KeyBinding([.character("?")], "?", "show or hide these keys", .help),
            KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", "back", .back),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.accounts]` on top.
    static let keyMap = declared.configured("accounts")
}
