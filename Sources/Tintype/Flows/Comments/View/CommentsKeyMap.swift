import Localisation
import TerminalUI

/// Module is responsible for the thread under a post: reading it and writing into it.
///
/// The thread's keys while it is read; while the composer is open every key is text, and the
/// composer's own keys are listed for the help.
enum CommentsKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case write, open, profile, refresh, discard
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared = KeyMap<Action>([
        KeyBinding([.character("j"), .down], "j / ↓", Strings.keysCommentsNext, .list(.next)),
        KeyBinding([.character("k"), .up], "k / ↑", Strings.keysCommentsPrevious, .list(.previous)),
        KeyBinding([.character("g")], "g", Strings.keysCommentsFirst, .list(.first)),
        KeyBinding([.character("G")], "G", Strings.keysCommentsLast, .list(.last)),
        KeyBinding([.enter, .right], "Enter", Strings.keysCommentsOpen, .open),
        KeyBinding([.character("c")], "c", Strings.keysCommentsWrite, .write),
        KeyBinding([.character("u")], "", "", .profile),
        KeyBinding([.character("r")], "r", Strings.keysCommentsRefresh, .refresh),
        KeyBinding([.character("x")], "x", Strings.keysCommentsDiscard, .discard),
    ])

    static let composerHelp = [
        KeyHelpEntry(keys: Strings.keysWhileWriting, action: Strings.keysCommentComposer),
        KeyHelpEntry(keys: "", action: Strings.keysCommentComposerMore),
    ]

    /// The keys in force: the declared ones, with the configuration file's `[keys.comments]` on top.
    static let keyMap = declared.configured("comments")
}
