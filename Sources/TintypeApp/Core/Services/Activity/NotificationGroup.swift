import FoundationEssentials
import MastodonAPI
import Tintype

/// One row of the activity: notifications of one type on one post (the likes of a post, its
/// boosts), all the follows, or a single notification (a comment, a mention, a request).
public struct NotificationGroup: Sendable, Equatable {
    /// What makes notifications one group: the server's group key, or one made alike here.
    public var key: String
    /// The server's type: favourite, mention, follow, follow_request, reblog, poll, update…
    public var type: String
    /// The post it is about; nil for a follow, and for a post deleted since.
    public var post: StatusEntity?
    /// Some of the accounts behind it, the latest first (a server names a few, not all).
    public var accounts: [AccountEntity]
    /// How many notifications the group holds, at least as many as `accounts`.
    public var count: Int
    /// The group's newest notification: where the marker moves once it was seen.
    public var newestNotificationId: String
    public var latestAt: Date?

    public init(
        key: String, type: String, post: StatusEntity?, accounts: [AccountEntity], count: Int, newestNotificationId: String,
        latestAt: Date?
    ) {
        self.key = key
        self.type = type
        self.post = post
        self.accounts = accounts
        self.count = count
        self.newestNotificationId = newestNotificationId
        self.latestAt = latestAt
    }
}
