import FoundationEssentials

/// What happened to me as one call of `ActivityService` brought it: every group loaded so far.
public struct ActivitySlice: Sendable {
    /// Newest first.
    public var groups: [NoticeGroup]
    public var hasOlder: Bool
    /// When the server sent them; for the cached slice, when it was saved.
    public var fetchedAt: Date
    /// Set when the groups came but could not be saved for the next start.
    public var storageProblem: FileCacheError?

    public init(groups: [NoticeGroup], hasOlder: Bool, fetchedAt: Date, storageProblem: FileCacheError? = nil) {
        self.groups = groups
        self.hasOlder = hasOlder
        self.fetchedAt = fetchedAt
        self.storageProblem = storageProblem
    }
}

extension ActivitySlice {
    /// The groups as a screen lists them.
    public var list: ActivityList {
        ActivityList(groups: groups, hasOlderGroups: hasOlder, fetchedAt: fetchedAt)
    }
}
