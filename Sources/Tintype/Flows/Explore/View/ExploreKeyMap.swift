import Localisation
import TerminalUI

/// Module is responsible for finding people, hashtags and posts.
///
/// The keys of the results, declared once: the view dispatches through them and the help lists
/// them. In the search field every key is text but Enter, Esc, ↓ and Tab.
enum ExploreKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case search, open, refresh, help, close
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .results, lastLoads: false).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.character("/"), .character("i")], "/ / i", Strings.keysExploreSearch, .search),
            KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysExploreOpen, .open),
            KeyBinding([.character("r")], "r", Strings.keysExploreSearchAgain, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.character("q")], "q", Strings.keysQuit, .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.explore]` on top.
    static let keyMap = declared.configured("explore")
}
