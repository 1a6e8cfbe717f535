import Localisation
import TerminalUI

/// Module is responsible for the direct conversations, the latest first.
///
/// The module's keys, declared once: the view dispatches through them and the help lists them.
/// While the prompt for a new conversation is open every key is text.
enum ConversationsKeyMap {
    enum Action: Sendable {
        case list(ListAction)
        case open, newConversation, refresh, help, close
    }

    /// The keys as declared, before the configuration file has its say.
    static let declared =
        ListKeyMap.keyMap(rows: .conversations).mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", Strings.keysConversationsOpen, .open),
            KeyBinding([.character("n")], "n", Strings.keysConversationsNewConversation, .newConversation),
            KeyBinding([.character("r")], "r", Strings.keysConversationsRefresh, .refresh),
            KeyBinding([.character("?")], "?", Strings.keysShowHelp, .help),
            KeyBinding([.character("q")], "q", Strings.keysQuit, .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.messages]` on top.
    static let keyMap = declared.configured("messages")
}
