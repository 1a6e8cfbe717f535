import Foundation

/// Everything the feed presenter remembers; plain data with no behaviour but merging posts.
struct FeedState {
    var instanceName = ""
    var posts: [Post] = []
    var hasOlderPosts = false
    var isRefreshing = false
    var isLoadingOlder = false
    /// Set once the server answered in this run; until then the posts, if any, are the cache's.
    var hasLiveData = false
    /// When the posts shown were saved, while they come from the cache.
    var cachedAt: Date?
    var lastUpdatedAt: Date?

    /// Puts the newest page on top of what is shown, or replaces it when the two do not meet.
    mutating func mergeNewest(_ newest: [Post]) {
        let shownIds = Set(posts.map(\.id))
        guard newest.contains(where: { shownIds.contains($0.id) }) else {
            posts = newest
            return
        }
        let fresh = Dictionary(newest.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        posts = newest.filter { !shownIds.contains($0.id) } + posts.map { fresh[$0.id] ?? $0 }
    }

    mutating func appendOlder(_ older: [Post]) {
        let shownIds = Set(posts.map(\.id))
        posts += older.filter { !shownIds.contains($0.id) }
    }
}
