import Localisation
import TerminalUI

/// Module is responsible for my lists: made, renamed and taken down, and who is in each.
enum MyListsKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case toggle, new, rename, delete, refresh, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .lists, lastLoads: false).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("x")], "Enter / x", Strings.keysMyListsToggle, .toggle),
            KeyBinding([.character("n")], "n", Strings.keysMyListsNew, .new),
            KeyBinding([.character("e")], "e", Strings.keysMyListsRename, .rename),
            KeyBinding([.character("d"), .delete], "d d", Strings.keysMyListsDelete, .delete),
            KeyBinding([.character("r")], "r", Strings.keysMyListsRefresh, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", Strings.keysBack, .back),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.lists]` on top.
    static let keyMap = declared.configured("lists")
}
