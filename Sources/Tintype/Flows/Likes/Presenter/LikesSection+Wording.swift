import Localisation

extension LikesSection {
    /// How the section's list words where it stands.
    var wording: PagedListWording {
        switch self {
        case .activity:
            PagedListWording(
                cached: Strings.likesCached, loadingFirst: { Strings.loadingLikes }, online: Strings.likesOnline,
                loadingOlder: { Strings.loadingOlderLikes }, empty: { Strings.noLikesYet }, end: { Strings.endOfLikes })
        case .likedPosts:
            PagedListWording(
                cached: Strings.likesCached, loadingFirst: { Strings.loadingLikes }, online: Strings.feedOnline,
                loadingOlder: { Strings.loadingOlderLikes }, empty: { Strings.noLikedPosts }, end: { Strings.endOfPosts })
        }
    }

    /// The section's title, and the hint at the other one.
    var title: (title: String, trailing: String) {
        switch self {
        case .activity: (Strings.likesOnMyPostsTitle, Strings.showPostsILikedHint)
        case .likedPosts: (Strings.postsILikedTitle, Strings.showLikesOfMyPostsHint)
        }
    }

    /// The other section, which `Tab` switches to.
    var other: LikesSection { self == .activity ? .likedPosts : .activity }
}
