/// What a poll in a new post may hold on this instance.
public struct PollLimits: Sendable, Equatable {
    public var options: Int
    public var charactersPerOption: Int
    /// How short and how long, in seconds, it may stay open.
    public var shortestSeconds: Int
    public var longestSeconds: Int

    public init(options: Int, charactersPerOption: Int, shortestSeconds: Int, longestSeconds: Int) {
        self.options = options
        self.charactersPerOption = charactersPerOption
        self.shortestSeconds = shortestSeconds
        self.longestSeconds = longestSeconds
    }

    /// Mastodon's own: four options of 50 characters, open from five minutes to a month.
    public static let usual = PollLimits(options: 4, charactersPerOption: 50, shortestSeconds: 300, longestSeconds: 2_629_746)
}
