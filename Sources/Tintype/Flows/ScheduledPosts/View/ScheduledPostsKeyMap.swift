import Localisation
import TerminalUI

/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
enum ScheduledPostsKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case edit, move, cancel, refresh, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .posts, lastLoads: false).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("e")], "Enter / e", Strings.keysScheduledEdit, .edit),
            KeyBinding([.character("m")], "m", Strings.keysScheduledMove, .move),
            KeyBinding([.character("d"), .delete], "d d", Strings.keysScheduledCancel, .cancel),
            KeyBinding([.character("r")], "r", Strings.keysScheduledRefresh, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", Strings.keysBack, .back),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.scheduled]` on top.
    static let keyMap = declared.configured("scheduled")
}
