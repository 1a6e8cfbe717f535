import FoundationEssentials

/// Posts of a timeline (home, the posts I liked) as one call of a service brought them.
public struct TimelineSlice: Sendable {
    public var posts: [Post]
    /// Whether older posts can still be loaded after these.
    public var hasOlder: Bool
    /// When the server sent them; for the cached slice, when it was saved.
    public var fetchedAt: Date
    /// Set when the posts came but could not be saved for the next start.
    public var storageProblem: FileCacheError?

    public init(posts: [Post], hasOlder: Bool, fetchedAt: Date, storageProblem: FileCacheError? = nil) {
        self.posts = posts
        self.hasOlder = hasOlder
        self.fetchedAt = fetchedAt
        self.storageProblem = storageProblem
    }
}
