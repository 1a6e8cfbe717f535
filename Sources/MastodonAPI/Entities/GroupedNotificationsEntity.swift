import FoundationEssentials

/// A page of `/api/v2/notifications`: notifications grouped by the server (likes of one post are
/// one group), with the accounts and statuses they name given once, apart.
public struct GroupedNotificationsEntity: Decodable, Sendable, Equatable {
    /// One group: its type, how many notifications it holds, the newest, and a few of the
    /// accounts behind it, newest first.
    public struct Group: Decodable, Sendable, Equatable {
        public var groupKey: String
        public var type: String
        public var notificationsCount: Int
        public var mostRecentNotificationId: String
        public var sampleAccountIds: [String]
        public var statusId: String?
        public var latestPageNotificationAt: Date?

        enum CodingKeys: String, CodingKey {
            case type
            case groupKey = "group_key"
            case notificationsCount = "notifications_count"
            case mostRecentNotificationId = "most_recent_notification_id"
            case sampleAccountIds = "sample_account_ids"
            case statusId = "status_id"
            case latestPageNotificationAt = "latest_page_notification_at"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            groupKey = try container.requiredString(.groupKey)
            type = container.lenientString(.type) ?? ""
            notificationsCount = max(0, container.lenientInt(.notificationsCount))
            mostRecentNotificationId = container.lenientString(.mostRecentNotificationId) ?? ""
            sampleAccountIds = container.lenientArray(String.self, .sampleAccountIds)
            statusId = container.lenientString(.statusId)
            latestPageNotificationAt = container.lenientDate(.latestPageNotificationAt)
        }
    }

    public var accounts: [AccountEntity]
    public var statuses: [StatusEntity]
    public var groups: [Group]
    /// The request for older groups, with the caller's filter (set by the client from the Link
    /// header's cursor; the header's own URL is never followed).
    public var older: PageRequest?

    enum CodingKeys: String, CodingKey {
        case accounts, statuses
        case groups = "notification_groups"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accounts = container.lenientArray(AccountEntity.self, .accounts)
        statuses = container.lenientArray(StatusEntity.self, .statuses)
        groups = container.lenientArray(Group.self, .groups)
    }
}
