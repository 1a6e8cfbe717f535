/// How the signed-in account and another stand to each other.
public struct RelationshipEntity: Codable, Sendable, Equatable {
    public var id: String
    public var isFollowing: Bool
    public var isFollowedBy: Bool
    /// A follow request waits for a locked account's answer.
    public var isRequested: Bool
    public var isBlocking: Bool
    public var isBlockedBy: Bool
    /// Its posts and notifications are hidden from me.
    public var isMuting: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case isFollowing = "following"
        case isFollowedBy = "followed_by"
        case isRequested = "requested"
        case isBlocking = "blocking"
        case isBlockedBy = "blocked_by"
        case isMuting = "muting"
    }

    public init(
        id: String, isFollowing: Bool = false, isFollowedBy: Bool = false, isRequested: Bool = false,
        isBlocking: Bool = false, isBlockedBy: Bool = false, isMuting: Bool = false
    ) {
        self.id = id
        self.isFollowing = isFollowing
        self.isFollowedBy = isFollowedBy
        self.isRequested = isRequested
        self.isBlocking = isBlocking
        self.isBlockedBy = isBlockedBy
        self.isMuting = isMuting
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        isFollowing = container.lenientBool(.isFollowing)
        isFollowedBy = container.lenientBool(.isFollowedBy)
        isRequested = container.lenientBool(.isRequested)
        isBlocking = container.lenientBool(.isBlocking)
        isBlockedBy = container.lenientBool(.isBlockedBy)
        isMuting = container.lenientBool(.isMuting)
    }
}
