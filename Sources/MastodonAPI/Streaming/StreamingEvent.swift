import FoundationEssentials
import TextBasics

/// What the streaming API (`/api/v1/streaming/user`, `/direct`) tells: a new or edited post, a
/// notification, a deleted post, a conversation that moved. An event Tintype does not know, or
/// whose data cannot be read, is nil, and the stream goes on.
public enum StreamingEvent: Sendable, Equatable {
    /// A post new to the stream's timeline.
    case update(StatusEntity)
    /// A post its author edited, as it now is.
    case edit(StatusEntity)
    case notification(NotificationEntity)
    /// The data is the bare id, not JSON.
    case delete(statusId: String)
    /// A direct conversation changed; its last status, when the server sent one.
    case conversation(id: String, lastStatus: StatusEntity?)

    public init?(_ event: ServerSentEvent) {
        let data = Data(event.data.utf8)
        switch event.name {
        case "update":
            guard let status = try? FlatJSONDecoder().decode(StatusEntity.self, from: data) else { return nil }
            self = .update(status)
        // Mastodon's name; the demo server (mastodon-mock) writes an underscore.
        case "status.update", "status_update":
            guard let status = try? FlatJSONDecoder().decode(StatusEntity.self, from: data) else { return nil }
            self = .edit(status)
        case "notification":
            guard let notification = try? FlatJSONDecoder().decode(NotificationEntity.self, from: data) else { return nil }
            self = .notification(notification)
        case "delete":
            // Some servers quote the id as JSON; most send it bare.
            let id = event.data.trimmed(where: { $0.isWhitespace || $0 == "\"" })
            guard !id.isEmpty else { return nil }
            self = .delete(statusId: id)
        case "conversation":
            guard let conversation = try? FlatJSONDecoder().decode(StreamedConversation.self, from: data) else { return nil }
            self = .conversation(id: conversation.id, lastStatus: conversation.lastStatus)
        default:
            return nil
        }
    }

    private struct StreamedConversation: Decodable {
        var id: String
        var lastStatus: StatusEntity?

        enum CodingKeys: String, CodingKey {
            case id
            case lastStatus = "last_status"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.requiredString(.id)
            lastStatus = container.lenient(StatusEntity.self, .lastStatus)
        }
    }
}
