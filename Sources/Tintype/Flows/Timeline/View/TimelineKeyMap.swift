import Localisation
import TerminalUI

/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
///
/// The timeline's own keys; those of its posts (moving, opening, the layout) are the embedded list's,
/// offered each key first.
enum TimelineKeyMap {
    enum Action: Sendable {
        case next, previous, lists, refresh, help, back
    }

    /// The section of the configuration file for the timelines' keys, their posts' included.
    static let screen = "timeline"

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("]")], "]", Strings.keysTimelineNext, .next),
        KeyBinding([.character("[")], "[", Strings.keysTimelinePrevious, .previous),
        KeyBinding([.character("e")], "e", Strings.keysTimelineLists, .lists),
        KeyBinding([.character("r")], "r", Strings.keysTimelineRefresh, .refresh),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("q"), .backspace], "Esc / q / ⌫", Strings.keysBack, .back),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.timeline]` on top.
    static let keyMap = declared.configured(screen)
}
