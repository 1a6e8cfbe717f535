import Foundation

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

    enum CodingKeys: String, CodingKey {
        case id, username, acct, note, url, avatar
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
        statusesCount: Int = 0, isBot: Bool = false, isLocked: Bool = false
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
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.lenientString(.id) else {
            throw DecodingError.keyNotFound(CodingKeys.id, .init(codingPath: decoder.codingPath, debugDescription: "account without id"))
        }
        self.id = id
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
    }
}
