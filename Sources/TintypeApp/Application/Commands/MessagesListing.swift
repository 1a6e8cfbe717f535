import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// The Messages tab without the screen: the conversations, the latest first, as plain text for
/// reading or as JSON for scripts. Listing them marks none read.
public enum MessagesListing {
    public static func render(
        configuration: ApplicationConfiguration, format: FeedListing.Format,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        let services = await Services.open(configuration: configuration, transport: transport)
        let conversations = try await services.messageService.obtainNewestConversations().conversations
        return format == .json ? try json(conversations) : plainText(conversations, now: now)
    }

    static func plainText(_ conversations: [Conversation], now: Date) -> String {
        let formatter = RelativeTimeFormatter(now: now)
        return conversations.map { conversation in
            let people = conversation.participants.map { "@" + $0.handle }.joined(separator: " ")
            var headline = [Strings.names(conversation.participants.map(\.displayName)), people]
            if let createdAt = conversation.lastMessage?.createdAt { headline.append(formatter.string(for: createdAt)) }
            if conversation.isUnread { headline.append(Strings.unread) }
            let last = conversation.lastMessage.map { ($0.isMine ? Strings.youPrefix : "") + $0.text } ?? Strings.lastMessageGone
            return headline.filter { !$0.isEmpty }.joined(separator: " · ") + "\n" + last
        }.joined(separator: "\n\n") + (conversations.isEmpty ? "" : "\n")
    }

    static func json(_ conversations: [Conversation]) throws -> String {
        try ListingJSON.text(of: conversations.map(ConversationRecord.init))
    }
}

/// The JSON shape of one conversation for `tintype messages --json`: stable names, clean text.
struct ConversationRecord: Encodable {
    struct LastMessage: Encodable {
        var id: String
        /// Nil for the signed-in account's own.
        var author: Author?
        var createdAt: Date?
        var text: String
    }

    var id: String?
    var participants: [Author]
    var unread: Bool
    var lastMessage: LastMessage?

    init(_ conversation: Conversation) {
        id = conversation.serverId
        participants = conversation.participants
        unread = conversation.isUnread
        lastMessage = conversation.lastMessage.map { LastMessage(id: $0.id, author: $0.author, createdAt: $0.createdAt, text: $0.text) }
    }
}
