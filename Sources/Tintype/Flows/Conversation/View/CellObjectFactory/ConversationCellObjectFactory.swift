import FoundationEssentials
import Localisation

/// Turns messages into the rows of the chat, every string formatted here.
struct ConversationCellObjectFactory {
    func cellObjects(for messages: [Message], now: Date) -> [MessageCellObject] {
        let ages = RelativeTimeFormatter(now: now)
        return messages.map { message in
            let who = message.author?.displayName ?? Strings.you
            let age = message.createdAt.map { ages.string(for: $0) } ?? ""
            let footer: String?
            let tone: MessageCellObject.Tone
            switch message.delivery {
            case .sent: (footer, tone) = (nil, .sent)
            case .sending: (footer, tone) = (Strings.sending, .sending)
            case .notSent(let reason): (footer, tone) = (Strings.notSent(reason), .notSent)
            }
            return MessageCellObject(
                messageId: message.id, isMine: message.isMine, header: [who, age].filter { !$0.isEmpty }.joined(separator: " · "),
                text: message.text, media: message.media.map { Strings.photoAltText($0.altText) }, footer: footer, tone: tone)
        }
    }
}
