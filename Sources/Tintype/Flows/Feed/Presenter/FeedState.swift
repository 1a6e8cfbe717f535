import Foundation

/// Everything the feed presenter remembers. The posts are the post service's timeline as it
/// last gave it: merging pages is the service's, not the screen's.
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
    /// When the rows' ages ("5m") were last worked out.
    var agesShownAt: Date?
}
