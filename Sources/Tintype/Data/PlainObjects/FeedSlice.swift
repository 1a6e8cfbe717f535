import FoundationEssentials

/// Posts of a list (the home feed, the posts I liked) as one request brought them, with what is
/// known around them.
public struct FeedSlice: Sendable, Equatable {
    public var posts: [Post]
    /// Whether older posts can still be loaded below these.
    public var hasOlderPosts: Bool
    /// When the server sent these posts (for a cached slice: when they were saved).
    public var fetchedAt: Date

    public init(posts: [Post], hasOlderPosts: Bool, fetchedAt: Date) {
        self.posts = posts
        self.hasOlderPosts = hasOlderPosts
        self.fetchedAt = fetchedAt
    }
}
