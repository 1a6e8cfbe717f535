import Localisation
import TerminalUI

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Home's own keys; those of its posts (moving, opening, liking) are the embedded list's,
/// offered each key first.
enum FeedKeyMap {
    enum Action: Sendable {
        case refresh, help, close, toggleReplies, toggleLayout, compose, timelines
    }

    /// The section of the configuration file for Home's keys, its posts' included.
    static let screen = "feed"

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("r")], "r", Strings.keysFeedRefresh, .refresh),
        KeyBinding([.character("n")], "n", Strings.keysNewPost, .compose),
        KeyBinding([.character("v")], "v", Strings.keysFeedToggleReplies, .toggleReplies),
        KeyBinding([.character("z")], "z", Strings.keysFeedToggleLayout, .toggleLayout),
        KeyBinding([.character("t")], "t", Strings.keysFeedTimelines, .timelines),
        KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
        KeyBinding([.character("q")], "q", Strings.keysQuit, .close),
    ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.feed]` on top.
    static let keyMap = declared.configured(screen)
}
