import FoundationEssentials
import Imaging

/// Everything the profile presenter remembers.
struct ProfileState {
    var accountId: String?
    /// The signed-in account's own profile, first on its tab: nothing to follow, nowhere to go back to.
    var isSignedInAccount = false
    var profile: Profile?
    var relationship: Relationship?
    /// My saved posts are listed in place of my own posts.
    var showsSaved = false
    /// The posts were asked for with the profile; the line says online once both came.
    var isAwaitingPosts = false
    /// The account's picture once it came, and where it was asked from.
    var avatar: PixelImage?
    var avatarAddress: String?
    /// The profile was asked for again (opened, `r`, shown again after a while), not after a follow.
    var isRefreshing = false
    /// The block was asked about: `X` pressed next does it.
    var isBlockAsked = false
    /// How long the mute on its way lasts, for the line that says it is done.
    var muteDuration = MuteDuration.forGood
    /// Set once the server answered in this run; until then the profile, if any, is the cache's.
    var hasLiveData = false
    var lastUpdatedAt: Date?
}
