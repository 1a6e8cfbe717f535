import Localisation
import TerminalUI

/// Module is responsible for a hashtag's photo posts as a grid.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum HashtagKeyMap {
    enum Action: Sendable {
        case grid(GridAction)
        case open, follow, refresh, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        GridKeyMap.keyMap().mapActions(Action.grid)
        + KeyMap([
            KeyBinding([.enter], "Enter", Strings.keysOpenPost, .open),
            KeyBinding([.character("f")], "f", Strings.keysHashtagFollow, .follow),
            KeyBinding([.character("r")], "r", Strings.keysHashtagRefresh, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.escape, .character("q"), .backspace], "Esc / q / ⌫", Strings.keysBack, .back),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.hashtag]` on top.
    static let keyMap = declared.configured("hashtag")
}
