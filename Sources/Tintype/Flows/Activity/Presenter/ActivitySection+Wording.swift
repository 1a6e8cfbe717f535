import Localisation

extension ActivitySection {
    /// How the section's list words where it stands, the activity as its filter shows it.
    func wording(filter: NoticeFilter) -> PagedListWording {
        switch self {
        case .activity:
            PagedListWording(
                cached: Strings.activityCached, loadingFirst: { Strings.loadingActivity }, online: Strings.activityOnline,
                loadingOlder: { Strings.loadingOlderActivity }, empty: { filter.emptyWording }, end: { Strings.endOfActivity })
        case .likedPosts:
            PagedListWording(
                cached: Strings.likesCached, loadingFirst: { Strings.loadingLikes }, online: Strings.feedOnline,
                loadingOlder: { Strings.loadingOlderLikes }, empty: { Strings.noLikedPosts }, end: { Strings.endOfPosts })
        }
    }

    /// The section's title, and the hint at the other one.
    func title(filter: NoticeFilter) -> (title: String, trailing: String) {
        switch self {
        case .activity:
            (filter.title.map(Strings.activityTitleFiltered) ?? Strings.activityTitle, Strings.activityHints)
        case .likedPosts: (Strings.postsILikedTitle, Strings.showLikesOfMyPostsHint)
        }
    }

    /// The other section, which `m` switches to.
    var other: ActivitySection { self == .activity ? .likedPosts : .activity }
}
