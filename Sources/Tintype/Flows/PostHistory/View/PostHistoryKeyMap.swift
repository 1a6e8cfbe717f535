import Localisation
import TerminalUI

/// Module is responsible for every version of my post, newest first, as it was edited.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum PostHistoryKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .versions, lastLoads: false).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", Strings.keysBack, .back),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.history]` on top.
    static let keyMap = declared.configured("history")
}
