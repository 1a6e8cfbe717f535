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
        ListKeyMap.keyMap(rows: "conversation").mapActions(Action.list)
        + KeyMap([
            KeyBinding([.enter, .character("l"), .right], "Enter / l", "open the conversation (marks it read)", .open),
            KeyBinding([.character("n")], "n", "new message to one or more @handles", .newConversation),
            KeyBinding([.character("r")], "r", "fetch the conversations anew", .refresh),
            KeyBinding([.character("?")], "?", "show or hide these keys", .help),
            KeyBinding([.character("q")], "q", "quit", .close),
        ])

    /// The keys in force: the declared ones, with the configuration file's `[keys.messages]` on top.
    static let keyMap = declared.configured("messages")
}
