import FoundationEssentials
import MastodonAPI
import Tintype

/// The cache's files: each a versioned envelope around a record of Tintype's own. A file of
/// another version, or one that cannot be read, is a miss: the cache is a copy of what the
/// server has, and is fetched again.
enum CacheRecords {
    static let currentVersion = 1

    private struct Envelope<Record: Codable>: Codable {
        var version: Int
        var record: Record
    }

    /// A timeline (home, the posts I liked) as saved between runs.
    struct Timeline: Codable {
        var savedAt: Date
        /// The id to page older posts from; nil at the end of the timeline.
        var olderMaxId: String?
        var statuses: [StatusRecord]
    }

    /// The newest of what happened to me, in groups, as saved between runs.
    struct Activity: Codable {
        struct Group: Codable {
            var key: String
            var type: String
            var post: StatusRecord?
            var accounts: [AccountRecord]
            var count: Int
            var newestNotificationId: String
            var latestAt: Date?
        }

        var savedAt: Date
        var olderMaxId: String?
        var groups: [Group]
    }

    /// The latest direct conversations, as saved between runs.
    struct Conversations: Codable {
        struct Conversation: Codable {
            var id: String
            var isUnread: Bool
            var accounts: [AccountRecord]
            var lastStatus: StatusRecord?

            init(_ conversation: ConversationEntity) {
                id = conversation.id
                isUnread = conversation.isUnread
                accounts = conversation.accounts.map(AccountRecord.init)
                lastStatus = conversation.lastStatus.map(StatusRecord.init)
            }

            var entity: ConversationEntity {
                ConversationEntity(id: id, isUnread: isUnread, accounts: accounts.map(\.entity), lastStatus: lastStatus?.entity)
            }
        }

        var savedAt: Date
        var olderMaxId: String?
        var conversations: [Conversation]
    }

    /// The newest notification seen here, for a server that keeps no markers.
    struct SeenNotifications: Codable {
        var lastReadId: String
    }

    static func encode<Record: Codable>(_ record: Record) throws -> Data {
        // Members in their declaration order, the order the decoder looks for them in at the next
        // start, and addresses with their slashes unescaped, so that they are read whole.
        try FlatJSONEncoder().encode(Envelope(version: currentVersion, record: record))
    }

    static func decode<Record: Codable>(_ type: Record.Type, from data: Data) -> Record? {
        // Dates are read back by `Date`'s own decoding, the counterpart of `.deferredToDate`.
        guard let envelope = try? FlatJSONDecoder().decode(Envelope<Record>.self, from: data), envelope.version == currentVersion else {
            return nil
        }
        return envelope.record
    }
}
