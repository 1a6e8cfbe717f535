import Foundation

/// The likes of my posts as one call of `LikeService` brought them: every group loaded so far.
public struct LikeActivitySlice: Sendable {
    /// Newest like first.
    public var groups: [LikeActivityGroup]
    public var hasOlder: Bool
    /// When the server sent them; for the cached slice, when it was saved.
    public var fetchedAt: Date
    /// Set when the likes came but could not be saved for the next start.
    public var storageProblem: FileCacheError?

    public init(groups: [LikeActivityGroup], hasOlder: Bool, fetchedAt: Date, storageProblem: FileCacheError? = nil) {
        self.groups = groups
        self.hasOlder = hasOlder
        self.fetchedAt = fetchedAt
        self.storageProblem = storageProblem
    }
}
