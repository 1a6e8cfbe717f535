import Localisation
import TerminalUI

/// The keys that work on every tab, whatever module is in front, unless a composer is open.
enum TabKeyMap {
    enum Action: Sendable, Equatable {
        case next, previous
        /// The tab at this position, counted from 1 as the keys are.
        case position(Int)
        /// The signed-in accounts, to show another or sign in to one more.
        case switchAccount
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>(
        [
            KeyBinding([.tab], "Tab / Shift-Tab", Strings.keysTabNext, .next),
            KeyBinding([.backTab], "", Strings.keysTabPrevious, .previous),
            KeyBinding([.character("A")], "A", Strings.keysTabSwitchAccount, .switchAccount),
        ]
            + (1...9).map { position in
                KeyBinding(
                    [.character(Character(String(position)))], position == 1 ? "1 … 9" : "", Strings.keysTabPosition, .position(position))
            })

    /// The help's last lines on every screen: the tabs, and quitting.
    static var helpEntries: [KeyHelpEntry] { keyMap.helpEntries + [KeyHelpEntry(keys: "Ctrl-C", action: Strings.keysQuitAnywhere)] }

    /// The keys in force: the declared ones, with the configuration file's `[keys.tabs]` on top.
    static let keyMap = declared.configured("tabs")
}
