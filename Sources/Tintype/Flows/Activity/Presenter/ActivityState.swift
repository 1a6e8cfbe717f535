import FoundationEssentials
import Imaging

/// Everything the activity presenter remembers.
struct ActivityState {
    var section = ActivitySection.activity
    /// Which kinds of notices the activity shows.
    var filter = NoticeFilter.all
    /// What happened to me, in groups, and where its paging stands.
    var activity = PagedList<NoticeGroup>()
    /// Whether the activity's cached copy was asked for: once a run.
    var hasAskedForCachedActivity = false
    /// Each post's first photo, small, by post id.
    var thumbnails = RowPictures()
    /// The follow requests answered here, by account id: true when accepted. Some servers keep
    /// listing a request after it was answered.
    var answeredRequests: [String: Bool] = [:]
    /// Whether the tab is in front: only then is the activity seen, and the lists refreshed each minute.
    var isShown = false
    var isViewReady = false
    /// The new notices, the refresh clock and the silenced accounts are listened to.
    var isObserving = false

    /// Whether to ask for the activity's cached copy now: once a run, and only for all the kinds,
    /// since the cache holds every kind and a filtered list starts from the server.
    mutating func takeCachedActivityTurn() -> Bool {
        guard filter == .all, !hasAskedForCachedActivity else { return false }
        hasAskedForCachedActivity = true
        return true
    }

    /// The post of each row, nil for a row without one (a follow).
    var rowPosts: [Post?] { activity.items.map(\.post) }

    /// The post of a row.
    func post(at index: Int) -> Post? {
        rowPosts[safe: index] ?? nil
    }

    /// The account `u` opens on a row: the latest of those behind a notice.
    func accountId(at index: Int) -> String? {
        activity.items[safe: index]?.accounts.first?.id
    }

    /// The group of a row.
    func group(at index: Int) -> NoticeGroup? {
        activity.items[safe: index]
    }

    /// An account blocked or muted: a notice of its alone leaves, and a group goes on without it.
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
    }

    /// Whether the section's list is the one in front.
    func isShowing(_ section: ActivitySection) -> Bool {
        isShown && self.section == section
    }

    /// Where a row leads when opened.
    enum Destination: Equatable {
        /// A post in full; a comment's thread, at the comment.
        case post(id: String, focusingCommentId: String?)
        case profile(accountId: String)
        /// The notice's post was taken down.
        case gone
    }

    /// A post opens in full; a comment opens the thread it is in, at it; a follow opens the profile.
    func destination(at index: Int) -> Destination? {
        guard let group = group(at: index) else { return nil }
        switch (group.kind, group.post) {
        case (.comment, let comment?): return .post(id: group.answersPostId ?? comment.id, focusingCommentId: comment.id)
        case (_, let post?): return .post(id: post.id, focusingCommentId: nil)
        case (.follow, nil), (.followRequest, nil), (.other, nil): return group.accounts.first.map { .profile(accountId: $0.id) }
        case (_, nil): return .gone
        }
    }

    /// The account `f` follows back on a row: the latest behind a follow or a request to follow.
    func followerToFollowBack(at index: Int) -> Author? {
        guard let group = group(at: index), group.kind == .follow || group.kind == .followRequest else { return nil }
        return group.accounts.first
    }

    /// The account whose request to follow me `a` or `x` answers on a row; nil on a row of
    /// another kind.
    func followRequester(at index: Int) -> Author? {
        guard let group = group(at: index), group.kind == .followRequest else { return nil }
        return group.accounts.first
    }

    /// The request is answered here, the row saying so at once; false when it was answered already.
    mutating func answerRequest(ofAccountId accountId: String, accepting: Bool) -> Bool {
        guard answeredRequests[accountId] == nil else { return false }
        answeredRequests[accountId] = accepting
        return true
    }

    /// The thumbnails the rows on screen and the next few still wait for; rows without a post have none.
    func thumbnailRequests(onScreen indices: Range<Int>) -> [ThumbnailFetcher.Request] {
        let posts = rowPosts
        let wanted = ThumbnailFetcher.wantedRows(onScreen: indices, count: posts.count)
        return thumbnails.wanting(ThumbnailFetcher.requests(for: posts[wanted].compactMap { $0 }))
    }
}
