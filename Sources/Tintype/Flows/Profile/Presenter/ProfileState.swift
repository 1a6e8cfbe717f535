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
    /// The account's posts (or my saved ones) and where their paging stands.
    var postList = PagedList<Post>()
    /// My new posts still in the outbox, shown on top of my own posts (the grid takes those with photos).
    var queuedPosts: [Post] = []
    /// The rows: my posts on their way, then the posts loaded.
    var posts: [Post] {
        guard isSignedInAccount, !showsSaved, !queuedPosts.isEmpty else { return postList.items }
        return queuedPosts.filter { !postsHaveMediaOnly || !$0.media.isEmpty } + postList.items
    }
    /// Each post's first photo, small, by post id.
    var thumbnails = RowPictures()
    /// The account's picture once it came, and where it was asked from.
    var avatar: PixelImage?
    var avatarAddress: String?
    /// The person's choice: the photos as a grid, else every post as a list.
    var showsPostsAsGrid = true
    /// Whether the terminal draws pictures: the grid needs them.
    var drawsPictures = true
    /// The layout the posts are drawn in: the grid where it is chosen and can be drawn.
    var isGrid: Bool { showsPostsAsGrid && drawsPictures }
    /// Whether the posts shown, or being loaded, are only those with media: what the grid shows.
    var postsHaveMediaOnly = true
    /// The posts are being loaded again for the other layout: its line stays in the status.
    var isChangingLayout = false
    var isLoadingPosts: Bool { postList.isRefreshing || postList.isLoadingOlder }
    /// The profile was asked for again (opened, `r`, shown again after a while), not after a follow.
    var isRefreshing = false
    var isFollowRequestInFlight = false
    /// The block was asked about: `X` pressed next does it.
    var isBlockAsked = false
    /// How long the mute on its way lasts, for the line that says it is done.
    var muteDuration = MuteDuration.forGood
    /// Set once the server answered in this run; until then the profile, if any, is the cache's.
    var hasLiveData = false
    var lastUpdatedAt: Date?
}
