import TextBasics

/// An account as its profile shows it, every string clean.
public struct Profile: Sendable, Equatable {
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String
        /// The links in the value (a website, another account).
        public var links: [TextLink]

        package init(name: String, value: String, links: [TextLink] = []) {
            self.name = name
            self.value = value
            self.links = links
        }
    }

    public var id: String
    public var displayName: String
    /// The handle without the leading "@", such as "grace" or "grace@pixelfed.social".
    public var handle: String
    public var bio: String
    /// The links in the bio, in the order it shows them.
    public var bioLinks: [TextLink] = []
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

    package init(
        id: String, displayName: String, handle: String, bio: String, fields: [Field], postsCount: Int, followersCount: Int,
        followingCount: Int, isLocked: Bool, isBot: Bool, isSuspended: Bool, movedTo: String? = nil, avatarAddress: String? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.handle = handle
        self.bio = bio
        self.fields = fields
        self.postsCount = postsCount
        self.followersCount = followersCount
        self.followingCount = followingCount
        self.isLocked = isLocked
        self.isBot = isBot
        self.isSuspended = isSuspended
        self.movedTo = movedTo
        self.avatarAddress = avatarAddress
    }
}
