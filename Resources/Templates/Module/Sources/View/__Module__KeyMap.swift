import Localisation
import TerminalUI

/// Module is responsible for __purpose__.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum __Module__KeyMap {
    enum Action: Sendable {
        case help, back
    }

    static let keyMap = KeyMap<Action>([
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", "back", .back),
    ])
}
