import Foundation
import Imaging

/// Everything the likes presenter remembers.
struct LikesState {
    var section = LikesSection.activity
    /// The likes of my posts, grouped by post, and where their paging stands.
    var activity = PagedList<LikeGroup>()
    /// The posts I liked, and where their paging stands.
    var likedPosts = PagedList<Post>()
    /// The sections whose cached copy was asked for: once a run each.
    var startedSections: Set<LikesSection> = []
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
