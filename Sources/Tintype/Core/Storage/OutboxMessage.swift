/// A direct message waiting in the outbox: the words the person wrote, the people it goes to, and
/// the message it answers.
public struct OutboxMessage: Sendable, Equatable {
    public var text: String
    /// The handles it is sent to, each named at the start of the status: a direct status reaches
    /// exactly the people it mentions.
    public var recipients: [String]
    /// The conversation's last message when it was written; nil for a new conversation.
    public var inReplyToId: String?
    /// The conversation it belongs to, the same for every version of it (`ConversationTarget.key`).
    public var conversationKey: String

    public init(text: String, recipients: [String], inReplyToId: String?, conversationKey: String) {
        self.text = text
        self.recipients = recipients
        self.inReplyToId = inReplyToId
        self.conversationKey = conversationKey
    }

    /// What the server is sent: the mentions, then the words.
    public var statusText: String {
        (recipients.map { "@" + $0 } + [text]).joined(separator: " ")
    }
}
