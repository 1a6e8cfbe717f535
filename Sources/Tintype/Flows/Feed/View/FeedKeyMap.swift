import Localisation
import TerminalUI

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// The feed's keys: the list's, then the module's own.
enum FeedKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, refresh, profile, like, likers, help, close, toggleReplies, toggleLayout, compose, timelines, copyAddress
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .posts).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysOpenPost, .open),
            KeyBinding([.character("u")], "u", Strings.keysAuthorProfile, .profile),
            KeyBinding([.character("f")], "f", Strings.keysPostDetailLike, .like),
            KeyBinding([.character("L")], "L", Strings.keysLikesLikers, .likers),
            KeyBinding([.character("y")], "y", Strings.keysPostDetailCopyAddress, .copyAddress),
            KeyBinding([.character("r")], "r", Strings.keysFeedRefresh, .refresh),
            KeyBinding([.character("n")], "n", Strings.keysNewPost, .compose),
            KeyBinding([.character("v")], "v", Strings.keysFeedToggleReplies, .toggleReplies),
            KeyBinding([.character("z")], "z", Strings.keysFeedToggleLayout, .toggleLayout),
            KeyBinding([.character("t")], "t", Strings.keysFeedTimelines, .timelines),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.character("q")], "q", Strings.keysQuit, .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.feed]` on top.
    static let keyMap = declared.configured("feed")
}
