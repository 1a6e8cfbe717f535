import Localisation
import TerminalUI

/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
enum AccountListKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, refresh, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .accounts).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right, .character("u")], "Enter / l / u", Strings.keysAccountListOpen, .open),
            KeyBinding([.character("r")], "r", Strings.keysAccountListRefresh, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", Strings.keysBack, .back),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.accounts]` on top.
    static let keyMap = declared.configured("accounts")
}
