import FoundationEssentials

/// A poll attached to a status, as the signed-in account sees it.
public struct PollEntity: Codable, Sendable, Equatable {
    /// One choice of the poll; its count is hidden by some servers until the poll ends.
    public struct Option: Codable, Sendable, Equatable {
        public var title: String
        public var votesCount: Int?

        enum CodingKeys: String, CodingKey {
            case title
            case votesCount = "votes_count"
        }

        public init(title: String, votesCount: Int? = nil) {
            self.title = title
            self.votesCount = votesCount
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = container.lenientString(.title) ?? ""
            votesCount = container.lenient(Int.self, .votesCount)
        }
    }

    public var id: String
    public var expiresAt: Date?
    public var isExpired: Bool
    public var allowsMultiple: Bool
    public var votesCount: Int
    /// How many accounts voted; nil where the poll allows one choice each (then it is `votesCount`).
    public var votersCount: Int?
    public var options: [Option]
    /// Whether I voted, and for which options (0-based); nil where the server did not say.
    public var hasVoted: Bool?
    public var ownVotes: [Int]?

    enum CodingKeys: String, CodingKey {
        case id, expired, multiple, options, voted
        case expiresAt = "expires_at"
        case votesCount = "votes_count"
        case votersCount = "voters_count"
        case ownVotes = "own_votes"
    }

    public init(
        id: String, expiresAt: Date? = nil, isExpired: Bool = false, allowsMultiple: Bool = false, votesCount: Int = 0,
        votersCount: Int? = nil, options: [Option], hasVoted: Bool? = nil, ownVotes: [Int]? = nil
    ) {
        self.id = id
        self.expiresAt = expiresAt
        self.isExpired = isExpired
        self.allowsMultiple = allowsMultiple
        self.votesCount = votesCount
        self.votersCount = votersCount
        self.options = options
        self.hasVoted = hasVoted
        self.ownVotes = ownVotes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        expiresAt = container.lenientDate(.expiresAt)
        isExpired = container.lenientBool(.expired)
        allowsMultiple = container.lenientBool(.multiple)
        votesCount = container.lenientInt(.votesCount)
        votersCount = container.lenient(Int.self, .votersCount)
        options = container.lenientArray(Option.self, .options)
        hasVoted = container.lenient(Bool.self, .voted)
        ownVotes = container.lenient([Int].self, .ownVotes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(expiresAt.map(MastodonDate.format), forKey: .expiresAt)
        try container.encode(isExpired, forKey: .expired)
        try container.encode(allowsMultiple, forKey: .multiple)
        try container.encode(votesCount, forKey: .votesCount)
        try container.encodeIfPresent(votersCount, forKey: .votersCount)
        try container.encode(options, forKey: .options)
        try container.encodeIfPresent(hasVoted, forKey: .voted)
        try container.encodeIfPresent(ownVotes, forKey: .ownVotes)
    }
}
