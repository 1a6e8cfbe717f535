import FoundationEssentials

/// A post's poll as the screens see it, every title already clean.
public struct Poll: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        public var title: String
        /// Nil where the server hides the count until the poll ends.
        public var votesCount: Int?

        public init(title: String, votesCount: Int? = nil) {
            self.title = title
            self.votesCount = votesCount
        }
    }

    public var id: String
    public var options: [Option]
    public var expiresAt: Date?
    public var isExpired: Bool
    /// Several options may be chosen, rather than one.
    public var allowsMultiple: Bool
    public var votesCount: Int
    /// How many accounts voted, where the poll allows several options each.
    public var votersCount: Int?
    public var hasVoted: Bool
    /// The places of the options I chose (0-based).
    public var ownVotes: [Int]

    public init(
        id: String, options: [Option], expiresAt: Date? = nil, isExpired: Bool = false, allowsMultiple: Bool = false,
        votesCount: Int = 0, votersCount: Int? = nil, hasVoted: Bool = false, ownVotes: [Int] = []
    ) {
        self.id = id
        self.options = options
        self.expiresAt = expiresAt
        self.isExpired = isExpired
        self.allowsMultiple = allowsMultiple
        self.votesCount = votesCount
        self.votersCount = votersCount
        self.hasVoted = hasVoted
        self.ownVotes = ownVotes
    }

    /// No vote is taken any more: it ended, or its end has passed.
    public func isClosed(now: Date) -> Bool {
        isExpired || (expiresAt.map { $0 <= now } ?? false)
    }

    /// Whether the shares are shown: once I voted, or the poll ended.
    public func showsResults(now: Date) -> Bool {
        hasVoted || isClosed(now: now)
    }

    /// The poll with my vote counted, shown at once before the server answers.
    public func withVote(_ choices: [Int]) -> Poll {
        guard !hasVoted else { return self }
        var voted = self
        voted.hasVoted = true
        voted.ownVotes = choices
        for choice in choices where options.indices.contains(choice) {
            voted.options[choice].votesCount = (options[choice].votesCount ?? 0).movedSaturating(by: 1)
        }
        voted.votesCount = votesCount.movedSaturating(by: choices.count)
        voted.votersCount = votersCount.map { $0.movedSaturating(by: 1) }
        return voted
    }
}
