import Localisation
import TerminalUI

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// The posts are a list or a grid of photos; in the grid the arrows and h j k l move as they
/// point, so `l` and `h` are not open and back there.
enum ProfileKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case grid(GridAction)
        case open, layout, saved, compose, follow, message, followers, following, block, mute, report, refresh, help, back, close
    }

    /// The keys while the posts are a list.
    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .posts).mapActions(Action.list)
        + KeyMap([KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysOpenPost, .open)])
        + profileKeys(back: [.escape, .character("h"), .backspace, .left], "Esc / h / ⌫")

    /// The keys while the posts are a grid.
    static let gridKeyMap =
        GridKeyMap.keyMap().mapActions(Action.grid)
        + KeyMap([KeyBinding([.enter], "Enter", Strings.keysOpenPost, .open)])
        + profileKeys(back: [.escape, .backspace], "Esc / ⌫")

    private static func profileKeys(back keys: [KeyEvent], _ label: String) -> KeyMap<Action> {
        KeyMap([
            KeyBinding([.character("v")], "v", Strings.keysProfileLayout, .layout),
            KeyBinding([.character("B")], "B", Strings.keysProfileSaved, .saved),
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
            KeyBinding(keys, label, "back", .back),
            KeyBinding([.character("q")], "q", Strings.keysProfileClose, .close),
        ])
    }

    /// The keys in force: the declared ones, with the configuration file's `[keys.profile]` on top.
    static let keyMap = declared.configured("profile")
}
