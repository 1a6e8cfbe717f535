import Foundation

/// The likes one of my posts received, as the Likes tab shows them.
public struct LikeGroup: Sendable, Equatable, Identifiable {
    public var id: String { post.id }
    public var post: Post
    /// Some of those who liked it, the latest first.
    public var likers: [Author]
    /// All the likes of the group, at least as many as `likers`.
    public var likesCount: Int
    /// Where the notifications marker moves once this group was seen.
    public var newestNotificationId: String
    public var latestLikeAt: Date?

    public init(post: Post, likers: [Author], likesCount: Int, newestNotificationId: String, latestLikeAt: Date?) {
        self.post = post
        self.likers = likers
        self.likesCount = likesCount
        self.newestNotificationId = newestNotificationId
        self.latestLikeAt = latestLikeAt
    }
}
