import TerminalUI

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// The posts are a list or a grid of photos; in the grid the arrows and h j k l move as they
/// point, so `l` and `h` are not open and back there.
enum ProfileKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case grid(GridAction)
        case open, layout, follow, message, followers, following, refresh, help, back, close
    }

    /// The keys while the posts are a list.
    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: "post").mapActions(Action.list)
        + KeyMap([KeyBinding([.enter, .character("l"), .right], "Enter / l", "open the post", .open)])
        + profileKeys(back: [.escape, .character("h"), .backspace, .left], "Esc / h / ⌫")

    /// The keys while the posts are a grid.
    static let gridKeyMap =
        GridKeyMap.keyMap(tiles: "post").mapActions(Action.grid)
        + KeyMap([KeyBinding([.enter], "Enter", "open the post", .open)])
        + profileKeys(back: [.escape, .backspace], "Esc / ⌫")

    private static func profileKeys(back keys: [KeyEvent], _ label: String) -> KeyMap<Action> {
        KeyMap([
            KeyBinding([.character("v")], "v", "the photos as a grid, or every post as a list", .layout),
            KeyBinding([.character("f")], "f", "follow, or stop following", .follow),
            KeyBinding([.character("m")], "m", "write a direct message to this account", .message),
            KeyBinding([.character("F")], "F", "who follows this account", .followers),
            KeyBinding([.character("W")], "W", "whom this account follows", .following),
            KeyBinding([.character("r")], "r", "load the profile again", .refresh),
            KeyBinding([.character("?")], "?", "show or hide these keys", .help),
            KeyBinding(keys, label, "back", .back),
            KeyBinding([.character("q")], "q", "back; on the Profile tab, quit", .close),
        ])
    }

    /// The keys in force: the declared ones, with the configuration file's `[keys.profile]` on top.
    static let keyMap = declared.configured("profile")
}
