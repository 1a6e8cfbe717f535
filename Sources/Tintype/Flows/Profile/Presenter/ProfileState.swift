import Foundation
import Imaging

/// Everything the profile presenter remembers.
struct ProfileState {
    var accountId: String?
    /// The signed-in account's own profile, first on its tab: nothing to follow, nowhere to go back to.
    var isSignedInAccount = false
    var profile: Profile?
    var relationship: Relationship?
    var posts: [Post] = []
    /// Each post's first photo, small, by post id.
    var thumbnails: [String: PixelImage] = [:]
    var hasOlderPosts = false
    var isLoadingPosts = false
    /// The profile was asked for again (opened, `r`, shown again after a while), not after a follow.
    var isRefreshing = false
    var isFollowRequestInFlight = false
    /// Set once the server answered in this run; until then the profile, if any, is the cache's.
    var hasLiveData = false
    var lastUpdatedAt: Date?
}
