import Localisation

extension ActivitySection {
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
