import FoundationEssentials
import Localisation

/// Turns conversations into the rows of the list, every string formatted here.
struct ConversationsCellObjectFactory {
    func cellObjects(for conversations: [Conversation], now: Date) -> [ConversationCellObject] {
        let ages = RelativeTimeFormatter(now: now)
        return conversations.map { conversation in
            ConversationCellObject(
                key: conversation.key,
                names: Strings.names(conversation.participants.map(\.displayName)),
                preview: conversation.lastMessage.map(Self.preview(of:)) ?? Strings.lastMessageGone,
                age: conversation.lastMessage?.createdAt.map { ages.string(for: $0) } ?? "",
                isUnread: conversation.isUnread)
        }
    }

    /// The first line of the words, or of the first photo's description for a photo alone.
    private static func preview(of message: Message) -> String {
        let firstLine = message.text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
        let body = firstLine ?? (message.media.isEmpty ? "" : Strings.photoAltText(message.media[0].altText))
        return message.isMine ? Strings.youPrefix + body : body
    }
}
