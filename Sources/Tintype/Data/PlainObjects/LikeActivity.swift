import Foundation

/// The likes of my posts as one request brought them, grouped by post, the latest like first.
public struct LikeActivity: Sendable, Equatable {
    public var groups: [LikeGroup]
    public var hasOlderGroups: Bool
    /// When the server sent them (for a cached copy: when it was saved).
    public var fetchedAt: Date

    public init(groups: [LikeGroup], hasOlderGroups: Bool, fetchedAt: Date) {
        self.groups = groups
        self.hasOlderGroups = hasOlderGroups
        self.fetchedAt = fetchedAt
    }
}
