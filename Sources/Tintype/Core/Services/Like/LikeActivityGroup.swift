import Foundation
import MastodonAPI

/// The likes one of my posts received, as one row of the activity: the post, who liked it.
public struct LikeActivityGroup: Sendable, Equatable {
    public var post: StatusEntity
    /// Some of the accounts that liked it, the latest first (a server names a few, not all).
    public var likers: [AccountEntity]
    public var likesCount: Int
    /// The group's newest notification: where the marker moves once it was seen.
    public var newestNotificationId: String
    public var latestLikeAt: Date?

    public init(post: StatusEntity, likers: [AccountEntity], likesCount: Int, newestNotificationId: String, latestLikeAt: Date?) {
        self.post = post
        self.likers = likers
        self.likesCount = likesCount
        self.newestNotificationId = newestNotificationId
        self.latestLikeAt = latestLikeAt
    }
}
