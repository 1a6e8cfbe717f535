import Localisation
import TerminalUI

/// Module is responsible for choosing which signed-in account the app shows, or signing in to another.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum AccountSwitcherKeyMap {
    enum Action: Sendable {
        case help, back, down, up, choose
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("j"), .down], "j / ↓", Strings.keysAccountSwitcherDown, .down),
        KeyBinding([.character("k"), .up], "k / ↑", Strings.keysAccountSwitcherUp, .up),
        KeyBinding([.enter], "Enter", Strings.keysAccountSwitcherChoose, .choose),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", Strings.keysBack, .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.account_switcher]` on top.
    static let keyMap = declared.configured("account_switcher")
}
