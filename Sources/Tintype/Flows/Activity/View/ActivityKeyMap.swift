import Localisation
import TerminalUI

/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum ActivityKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, profile, likers, followOrUnlike, accept, reject, filter, switchSection, refresh, help, close
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .posts).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysOpenPost, .open),
            KeyBinding([.character("v")], "v", Strings.keysActivityFilter, .filter),
            KeyBinding([.character("m")], "m", Strings.keysLikesSwitchSection, .switchSection),
            KeyBinding([.character("u")], "u", Strings.keysLikesProfile, .profile),
            KeyBinding([.character("L")], "L", Strings.keysLikesLikers, .likers),
            KeyBinding([.character("f")], "f", Strings.keysActivityFollow, .followOrUnlike),
            KeyBinding([.character("a")], "a", Strings.keysActivityAccept, .accept),
            KeyBinding([.character("x")], "x", Strings.keysActivityReject, .reject),
            KeyBinding([.character("r")], "r", Strings.keysLikesRefresh, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.character("q")], "q", Strings.keysQuit, .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.activity]` on top.
    static let keyMap = declared.configured("activity")
}
