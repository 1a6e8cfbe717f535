import FoundationEssentials

/// One row of Activity: who did what, on which post, and when. Likes and boosts of one post are one
/// group, as are follows; a comment, a mention or a request stands alone.
public struct NoticeGroup: Sendable, Equatable, Identifiable {
    public var id: String
    public var kind: Notice.Kind
    /// The post it is about: nil for a follow or a request, and for a post deleted since.
    public var post: Post?
    /// For a comment: the post (or comment) it answers, whose thread holds it.
    public var answersPostId: String?
    /// Some of those behind it, the latest first.
    public var accounts: [Author]
    /// All the notices of the group, at least as many as `accounts`.
    public var count: Int
    /// Where the notifications marker moves once this group was seen.
    public var newestNotificationId: String
    public var latestAt: Date?

    public init(
        id: String, kind: Notice.Kind, post: Post?, answersPostId: String? = nil, accounts: [Author], count: Int,
        newestNotificationId: String, latestAt: Date?
    ) {
        self.answersPostId = answersPostId
        self.id = id
        self.kind = kind
        self.post = post
        self.accounts = accounts
        self.count = count
        self.newestNotificationId = newestNotificationId
        self.latestAt = latestAt
    }
}
