import FoundationEssentials

/// What happened to me as one request brought it, in groups, the newest first.
public struct ActivityList: Sendable, Equatable {
    public var groups: [NoticeGroup]
    public var hasOlderGroups: Bool
    /// When the server sent them (for a cached copy: when it was saved).
    public var fetchedAt: Date

    public init(groups: [NoticeGroup], hasOlderGroups: Bool, fetchedAt: Date) {
        self.groups = groups
        self.hasOlderGroups = hasOlderGroups
        self.fetchedAt = fetchedAt
    }
}
