/// A hashtag as Explore and the command line show it, its name clean and without the `#`.
public struct Hashtag: Sendable, Equatable, Codable {
    public var name: String
    /// Posts that used it over the days the server counts (a week on Mastodon).
    public var recentUses: Int
    public var isFollowed: Bool

    public init(name: String, recentUses: Int = 0, isFollowed: Bool = false) {
        self.name = name
        self.recentUses = recentUses
        self.isFollowed = isFollowed
    }
}
