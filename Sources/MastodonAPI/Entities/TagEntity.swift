/// A hashtag as search, trends and followed tags give it: its name without the `#`, how much it
/// was used lately, and whether the signed-in account follows it (where the server says).
public struct TagEntity: Codable, Sendable, Equatable {
    public var name: String
    /// Posts using the tag per day, newest day first, as far back as the server counts (a week).
    public var dailyUses: [Int]
    public var isFollowing: Bool

    enum CodingKeys: String, CodingKey {
        case name
        case history
        case isFollowing = "following"
    }

    /// One day of a tag's history; servers send its numbers as strings.
    private struct Day: Codable {
        var uses: String
    }

    public init(name: String, dailyUses: [Int] = [], isFollowing: Bool = false) {
        self.name = name
        self.dailyUses = dailyUses
        self.isFollowing = isFollowing
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.requiredString(.name)
        dailyUses = container.lenientArray(Day.self, .history).map { Int($0.uses) ?? 0 }
        isFollowing = container.lenientBool(.isFollowing)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(dailyUses.map { Day(uses: String($0)) }, forKey: .history)
        try container.encode(isFollowing, forKey: .isFollowing)
    }
}
