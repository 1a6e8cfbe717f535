import Localisation
import TerminalUI

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// The header's keys. The posts' own (moving, opening, the layout) are the embedded list's,
/// offered each key first: in the grid, `h` and ← move there before they could go back here.
enum ProfileKeyMap {
    enum Action: Sendable {
        case saved, scheduled, lists, compose, follow, message, followers, following, block, mute, report, refresh, help, back, close
    }

    /// The section of the configuration file for the profile's keys, the posts' included.
    static let screen = "profile"

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("B")], "B", Strings.keysProfileSaved, .saved),
        KeyBinding([.character("P")], "P", Strings.keysProfileScheduled, .scheduled),
        KeyBinding([.character("a")], "a", Strings.keysProfileLists, .lists),
        KeyBinding([.character("n")], "n", Strings.keysNewPost, .compose),
        KeyBinding([.character("f")], "f", Strings.keysProfileFollow, .follow),
        KeyBinding([.character("m")], "m", Strings.keysProfileMessage, .message),
        KeyBinding([.character("F")], "F", Strings.keysProfileFollowers, .followers),
        KeyBinding([.character("W")], "W", Strings.keysProfileFollowing, .following),
        KeyBinding([.character("M")], "M", Strings.keysProfileMute, .mute),
        KeyBinding([.character("X")], "X", Strings.keysProfileBlock, .block),
        KeyBinding([.character("!")], "!", Strings.keysProfileReport, .report),
        KeyBinding([.character("r")], "r", Strings.keysProfileRefresh, .refresh),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.escape, .character("h"), .backspace, .left], "Esc / h / ⌫", "back", .back),
        KeyBinding([.character("q")], "q", Strings.keysProfileClose, .close),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.profile]` on top.
    static let keyMap = declared.configured(screen)
}
