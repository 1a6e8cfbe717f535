import Localisation
import TerminalUI

/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// The tag's own keys; those of its posts (moving, opening, the layout) are the embedded list's,
/// offered each key first.
enum HashtagKeyMap {
    enum Action: Sendable {
        case follow, refresh, help, back
    }

    /// The section of the configuration file for the hashtag's keys, its posts' included.
    static let screen = "hashtag"

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("f")], "f", Strings.keysHashtagFollow, .follow),
        KeyBinding([.character("r")], "r", Strings.keysHashtagRefresh, .refresh),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("q"), .backspace], "Esc / q / ⌫", Strings.keysBack, .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.hashtag]` on top.
    static let keyMap = declared.configured(screen)
}
