/// How the signed-in account and another stand to each other.
public struct Relationship: Sendable, Equatable {
    public var isFollowing: Bool
    public var isFollowedBy: Bool
    public var isRequested: Bool
    public var isBlocking: Bool
    public var isBlockedBy: Bool
    public var isMuting: Bool

    public init(
        isFollowing: Bool = false, isFollowedBy: Bool = false, isRequested: Bool = false,
        isBlocking: Bool = false, isBlockedBy: Bool = false, isMuting: Bool = false
    ) {
        self.isFollowing = isFollowing
        self.isFollowedBy = isFollowedBy
        self.isRequested = isRequested
        self.isBlocking = isBlocking
        self.isBlockedBy = isBlockedBy
        self.isMuting = isMuting
    }
}
