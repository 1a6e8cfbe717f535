/// An account as its profile shows it, every string clean.
public struct Profile: Sendable, Equatable {
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    public var id: String
    public var displayName: String
    /// The handle without the leading "@", such as "grace" or "grace@pixelfed.social".
    public var handle: String
    public var bio: String
    public var fields: [Field]
    public var postsCount: Int
    public var followersCount: Int
    public var followingCount: Int
    /// Follows wait for the owner's answer.
    public var isLocked: Bool
    public var isBot: Bool
    public var isSuspended: Bool
    /// The handle of the account it moved to.
    public var movedTo: String?
    /// Where its picture is; servers give a default one (often an SVG) to accounts without.
    public var avatarAddress: String? = nil
}
