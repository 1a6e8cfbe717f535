import MastodonAPI
import TextBasics
import Tintype

/// Conversation and status entities to `Conversation`s and `Message`s, every string cleaned here.
///
/// A conversation's accounts are everyone in it but the signed-in person, so a message by none of
/// them is the person's own: no second request is needed to tell mine from theirs.
public enum MessageMapper {
    static func conversation(from entity: ConversationEntity) -> Conversation {
        let participants = entity.accounts.map(AuthorMapper.author(from:))
        let ids = Set(participants.map(\.id))
        return Conversation(
            key: ConversationMatching.participantsKey(of: entity), serverId: entity.id, participants: participants,
            lastMessage: entity.lastStatus.map { message(from: $0, participantIds: ids) }, isUnread: entity.isUnread)
    }

    public static func message(from status: StatusEntity, participantIds: Set<String>) -> Message {
        let text = TextSanitizer.clean(HTMLToText.convert(status.content))
        return Message(
            id: status.id,
            author: participantIds.contains(status.account.id) ? AuthorMapper.author(from: status.account) : nil,
            createdAt: status.createdAt,
            text: withoutLeadingMentions(text),
            media: status.mediaAttachments.map { PostMapper.mediaItem(from: $0) })
    }

    /// A message I sent: its author is none of the others.
    static func myMessage(from status: StatusEntity) -> Message {
        message(from: status, participantIds: [])
    }

    /// "@grace @alan see you at six" reads "see you at six": the mentions only address it. A
    /// message of nothing but mentions keeps them.
    static func withoutLeadingMentions(_ text: String) -> String {
        var rest = Substring(text)
        while rest.first == "@" {
            let mention = rest.prefix { !$0.isWhitespace }
            let after = rest.dropFirst(mention.count).drop { $0.isWhitespace }
            guard !after.isEmpty else { break }
            rest = after
        }
        return String(rest)
    }
}
