import FoundationEssentials
import Localisation

/// Puts the feed presenter's state on the view: the rows, the line under them and the status
/// line, ages counted from `now`. Made anew for each update, so it keeps nothing.
@MainActor
struct FeedViewUpdater {
    let view: (any FeedViewInput)?
    let cellObjectFactory: PostCellObjectFactory
    let now: Date

    /// Every row shown, and the line under them; `renamedIds` keeps the selection on a post of
    /// mine whose "sending…" row became the server's.
    func showPosts(of state: FeedState, renamedIds: [String: String] = [:]) {
        view?.update(with: cellObjects(for: state.shownPosts, in: state), renamedIds: renamedIds)
        showFooter(of: state)
    }

    /// The rows that show this post as they now are; the others stay as drawn.
    func showRows(showingPost originalId: String, in state: FeedState) {
        view?.updateRows(cellObjects(for: state.shownPosts.rows(showing: originalId), in: state))
    }

    /// The rows that show the post of the row with this id (its picture changed).
    func showRows(showingPostOfRow rowId: String, in state: FeedState) {
        guard let post = state.shownPosts.first(where: { $0.id == rowId }) else { return }
        showRows(showingPost: post.originalId, in: state)
    }

    func showFooter(of state: FeedState) {
        switch state.list.footer {
        case .loadingOlder: view?.showFooter(Strings.loadingOlder)
        case .empty, .notLoaded: view?.showFooter(Strings.emptyFeed)
        case .end: view?.showFooter(Strings.endOfFeed)
        case .none, .loadingFirst: view?.showFooter(nil)
        }
    }

    /// Up to date: how many posts, when they came, and how many new ones went on top.
    func showOnlineStatus(of state: FeedState) {
        let updated = RelativeTimeFormatter(now: now).phrase(for: state.list.lastUpdatedAt ?? now)
        let online = Strings.feedOnline(state.posts.count, updated: updated)
        showStatus(state.newPostsCount > 0 ? online + " · " + Strings.newPostsOnTop(state.newPostsCount) : online)
    }

    /// The server could not be reached: why, and how old the posts shown are.
    func showOffline(in state: FeedState, reason: String) {
        let cachedAgo = state.list.cachedAt.map { RelativeTimeFormatter(now: now).phrase(for: $0) }
        showStatus(Strings.offline(cachedAgo: cachedAgo, reason: reason), tone: .error)
        showFooter(of: state)
    }

    func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }

    private func cellObjects(for posts: [Post], in state: FeedState) -> [PostCellObject] {
        cellObjectFactory.cellObjects(
            for: posts, now: now, thumbnails: state.thumbnails.pictures,
            largePhotos: state.showsLargePhotos ? state.largePhotos.pictures : nil)
    }
}
