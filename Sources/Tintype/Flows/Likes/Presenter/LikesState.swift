import Foundation
import Imaging

/// Everything the likes presenter remembers.
struct LikesState {
    /// One list of the Likes tab, loaded and paged on its own.
    struct List<Item> {
        var items: [Item] = []
        var hasOlder = false
        var isRefreshing = false
        var isLoadingOlder = false
        /// Set once the server answered in this run; until then the items, if any, are the cache's.
        var hasLiveData = false
        var cachedAt: Date?
        var updatedAt: Date?
        var hasStarted = false
    }

    var section = LikesSection.activity
    var activity = List<LikeGroup>()
    var likedPosts = List<Post>()
    /// Each post's first photo, small, by post id, for both lists.
    var thumbnails: [String: PixelImage] = [:]
    /// Whether the tab is in front: only then are new likes seen, and the lists refreshed each minute.
    var isShown = false
    var isViewReady = false
    /// The newest like notification the marker was moved to by this run.
    var markedSeenId: String?
    /// Posts taken out of the list at once while their unlike is sent, with where they were.
    var unlikesInFlight: [String: (post: Post, index: Int)] = [:]
}
