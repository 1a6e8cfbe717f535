import FoundationEssentials

/// An account as the server sends it. Text fields are raw: HTML and anything else a server lets
/// through. Clean them before they reach a screen.
public struct AccountEntity: Codable, Sendable, Equatable {
    public var id: String
    public var username: String
    public var acct: String
    public var displayName: String
    public var note: String
    public var url: String?
    public var avatar: String?
    public var followersCount: Int
    public var followingCount: Int
    public var statusesCount: Int
    public var isBot: Bool
    public var isLocked: Bool
    /// The profile's name and value pairs ("Website", a link), raw like the note.
    public var fields: [AccountFieldEntity]
    /// Where the account moved to, as its acct, when it did.
    public var movedToAcct: String?
    public var isSuspended: Bool

    enum CodingKeys: String, CodingKey {
        case id, username, acct, note, url, avatar, fields, moved, suspended
        case displayName = "display_name"
        case followersCount = "followers_count"
        case followingCount = "following_count"
        case statusesCount = "statuses_count"
        case isBot = "bot"
        case isLocked = "locked"
    }

    public init(
        id: String, username: String, acct: String, displayName: String, note: String = "",
        url: String? = nil, avatar: String? = nil, followersCount: Int = 0, followingCount: Int = 0,
        statusesCount: Int = 0, isBot: Bool = false, isLocked: Bool = false, fields: [AccountFieldEntity] = [],
        movedToAcct: String? = nil, isSuspended: Bool = false
    ) {
        self.id = id
        self.username = username
        self.acct = acct
        self.displayName = displayName
        self.note = note
        self.url = url
        self.avatar = avatar
        self.followersCount = followersCount
        self.followingCount = followingCount
        self.statusesCount = statusesCount
        self.isBot = isBot
        self.isLocked = isLocked
        self.fields = fields
        self.movedToAcct = movedToAcct
        self.isSuspended = isSuspended
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        username = container.lenientString(.username) ?? ""
        acct = container.lenientString(.acct) ?? username
        displayName = container.lenientString(.displayName) ?? ""
        note = container.lenientString(.note) ?? ""
        url = container.lenientString(.url)
        avatar = container.lenientString(.avatar)
        followersCount = container.lenientInt(.followersCount)
        followingCount = container.lenientInt(.followingCount)
        statusesCount = container.lenientInt(.statusesCount)
        isBot = container.lenientBool(.isBot)
        isLocked = container.lenientBool(.isLocked)
        fields = container.lenientArray(AccountFieldEntity.self, .fields)
        movedToAcct = (try? container.decodeIfPresent(MovedAccount.self, forKey: .moved))?.acct
        isSuspended = container.lenientBool(.suspended)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(username, forKey: .username)
        try container.encode(acct, forKey: .acct)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(note, forKey: .note)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(avatar, forKey: .avatar)
        try container.encode(followersCount, forKey: .followersCount)
        try container.encode(followingCount, forKey: .followingCount)
        try container.encode(statusesCount, forKey: .statusesCount)
        try container.encode(isBot, forKey: .isBot)
        try container.encode(isLocked, forKey: .isLocked)
        try container.encode(fields, forKey: .fields)
        try container.encodeIfPresent(movedToAcct.map { MovedAccount(acct: $0) }, forKey: .moved)
        try container.encode(isSuspended, forKey: .suspended)
    }

    /// Only the acct of the account moved to: the rest of it is not shown.
    private struct MovedAccount: Codable {
        var acct: String
    }
}
