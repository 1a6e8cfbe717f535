import FoundationEssentials
import Imaging

/// Everything the activity presenter remembers.
struct ActivityState {
    var section = ActivitySection.activity
    /// Which kinds of notices the activity shows.
    var filter = NoticeFilter.all
    /// What happened to me, in groups, and where its paging stands.
    var activity = PagedList<NoticeGroup>()
    /// The posts I liked, and where their paging stands.
    var likedPosts = PagedList<Post>()
    /// The sections whose cached copy was asked for: once a run each.
    var startedSections: Set<ActivitySection> = []
    /// Each post's first photo, small, by post id, for both lists.
    var thumbnails = RowPictures()
    /// The follow requests answered here, by account id: true when accepted. Some servers keep
    /// listing a request after it was answered.
    var answeredRequests: [String: Bool] = [:]
    /// Whether the tab is in front: only then is the activity seen, and the lists refreshed each minute.
    var isShown = false
    var isViewReady = false
    /// The new notices, the refresh clock and the silenced accounts are listened to.
    var isObserving = false

    /// The post of each row of a section, nil for a row without one (a follow).
    func rowPosts(in section: ActivitySection) -> [Post?] {
        switch section {
        case .activity: activity.items.map(\.post)
        case .likedPosts: likedPosts.items
        }
    }

    /// The post of a row in front.
    func post(at index: Int) -> Post? {
        rowPosts(in: section)[safe: index] ?? nil
    }

    /// The account `u` opens on a row in front: the latest of those behind a notice, or the
    /// author of a post I liked.
    func accountId(at index: Int) -> String? {
        switch section {
        case .activity: activity.items[safe: index]?.accounts.first?.id
        case .likedPosts: likedPosts.items[safe: index]?.author.id
        }
    }

    /// The handle of an account behind a notice, for what the status line says of it.
    func handle(ofAccountId accountId: String) -> String {
        activity.items.lazy.flatMap(\.accounts).first { $0.id == accountId }?.handle ?? ""
    }

    /// The group of a row of the activity in front.
    func group(at index: Int) -> NoticeGroup? {
        section == .activity ? activity.items[safe: index] : nil
    }

    /// A post changed anywhere, in both lists: a post unliked leaves the posts I liked, and one
    /// taken down leaves them and the activity about it. Whether any row changed.
    mutating func apply(_ change: PostStoreChange) -> Bool {
        let inActivity = activity.updateItems { change.apply(to: &$0) }
        var likedChange = change
        if case .changed(let post) = change, !post.isLiked { likedChange = .removed(originalId: post.id) }
        let inLikedPosts = likedPosts.updateItems { likedChange.apply(to: &$0) }
        return inActivity || inLikedPosts
    }

    /// An account blocked or muted: a notice of its alone leaves, a group goes on without it, and
    /// its posts leave the posts I liked.
    mutating func removeAccount(withId accountId: String) {
        activity.updateItems { groups in
            groups = groups.compactMap { group in
                guard group.accounts.contains(where: { $0.id == accountId }) else { return group }
                var rest = group
                rest.accounts.removeAll { $0.id == accountId }
                rest.count = max(rest.accounts.count, rest.count - 1)
                return rest.accounts.isEmpty ? nil : rest
            }
        }
        likedPosts.updateItems { $0.removeAll { $0.isShown(byAccountId: accountId) } }
    }

    /// Whether the section's list is the one in front.
    func isShowing(_ section: ActivitySection) -> Bool {
        isShown && self.section == section
    }
}
