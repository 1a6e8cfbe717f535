import Localisation
import TerminalUI

/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
enum ActivityKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, profile, likers, followBack, accept, reject, filter, switchSection, refresh, help, close
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .posts).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysOpenPost, .open),
            KeyBinding([.character("v")], "v", Strings.keysActivityFilter, .filter),
            KeyBinding([.character("m")], "m", Strings.keysLikesSwitchSection, .switchSection),
            KeyBinding([.character("u")], "u", Strings.keysActivityProfile, .profile),
            KeyBinding([.character("L")], "L", Strings.keysLikesLikers, .likers),
            KeyBinding([.character("f")], "f", Strings.keysActivityFollowBack, .followBack),
            KeyBinding([.character("a")], "a", Strings.keysActivityAccept, .accept),
            KeyBinding([.character("x")], "x", Strings.keysActivityReject, .reject),
            KeyBinding([.character("r")], "r", Strings.keysLikesRefresh, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.character("q")], "q", Strings.keysQuit, .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.activity]` on top.
    static let keyMap = declared.configured(screen)

    /// The section of the configuration file for the activity's keys.
    static let screen = "activity"
    /// The section for the keys of the posts I liked, a list of posts of their own.
    static let likedPostsScreen = "liked_posts"

    /// The keys that work over the posts I liked too, as declared and in force; the list of
    /// posts has every other key there.
    static let declaredAboveLikedPosts = aboveLikedPosts(declared)
    static let keyMapAboveLikedPosts = aboveLikedPosts(keyMap)

    private static func aboveLikedPosts(_ keyMap: KeyMap<Action>) -> KeyMap<Action> {
        KeyMap(
            keyMap.bindings.filter { binding in
                switch binding.action {
                case .switchSection, .refresh, .help, .close: true
                case .list, .open, .profile, .likers, .followBack, .accept, .reject, .filter: false
                }
            })
    }
}
