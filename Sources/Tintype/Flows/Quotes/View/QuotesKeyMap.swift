import Localisation
import TerminalUI

/// Module is responsible for the posts that quote one of mine, each opened as any post is.
///
/// The screen's own keys; those of its posts (moving, opening, the layout) are the embedded list's,
/// offered each key first.
enum QuotesKeyMap {
    enum Action: Sendable {
        case refresh, help, back
    }

    /// The section of the configuration file for the quotes' keys, their posts' included.
    static let screen = "quotes"

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("r")], "r", Strings.keysQuotesRefresh, .refresh),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("q"), .backspace], "Esc / q / ⌫", Strings.keysBack, .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.quotes]` on top.
    static let keyMap = declared.configured(screen)
}
