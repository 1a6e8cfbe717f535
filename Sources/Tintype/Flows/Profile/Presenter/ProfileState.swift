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
    /// Set once the server answered in this run; until then the profile, if any, is the cache's.
    var hasLiveData = false
    var lastUpdatedAt: Date?

    /// What the list under the header lists: my saved posts, or the account's.
    var postSource: PostListSource {
        showsSaved ? .saved : .account(id: accountId ?? "", isMine: isSignedInAccount)
    }

    /// The account as a block, mute or report names it; nil until its profile is known.
    var author: Author? {
        guard let accountId, let profile else { return nil }
        return Author(id: accountId, displayName: profile.displayName, handle: profile.handle)
    }

    /// The posts asked for with the profile came: true when the profile came already, on its own
    /// request rather than after a follow, so the line says it is online.
    mutating func takeArrivalOfPosts() -> Bool {
        defer { isAwaitingPosts = false }
        return isAwaitingPosts && hasLiveData && !isRefreshing
    }

    /// The profile was fetched `interval` ago or more; one never fetched is loading already.
    func isStale(now: Date, interval: Duration) -> Bool {
        lastUpdatedAt.map { now.timeIntervalSince($0) >= interval.timeInterval } ?? false
    }

    /// The picture's address when the profile names a new one, to be fetched; the old picture goes.
    mutating func takeNewAvatarAddress() -> String? {
        guard let profile, profile.avatarAddress != avatarAddress else { return nil }
        avatarAddress = profile.avatarAddress
        avatar = nil
        return avatarAddress
    }
}
