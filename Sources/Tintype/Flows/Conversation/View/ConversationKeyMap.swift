import Localisation
import TerminalUI

/// Module is responsible for one direct conversation: its messages and writing to it.
///
/// The composer has the keys while it is focused (every key is text there, a digit or Tab
/// included); Esc gives them to the messages, whose keys are these.
enum ConversationKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case write, retry, discard, help, back
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .messages, lastLoads: false).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.character("i"), .character("c"), .enter], "i / c / Enter", Strings.keysConversationWrite, .write),
            KeyBinding([.character("r")], "r", Strings.keysConversationRetry, .retry),
            KeyBinding([.character("x")], "x", Strings.keysConversationDiscard, .discard),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding(
                [.escape, .character("h"), .character("q"), .backspace, .left], "Esc / h / q / ⌫", Strings.keysBackToConversations, .back),
        ])

    static let composerHelp = [
        KeyHelpEntry(keys: Strings.keysWhileWriting, action: Strings.keysMessageComposer),
        KeyHelpEntry(keys: "", action: Strings.keysMessageComposerMore),
    ]

    /// The keys in force: the declared ones, with the configuration file's `[keys.conversation]` on top.
    static let keyMap = declared.configured("conversation")
}
