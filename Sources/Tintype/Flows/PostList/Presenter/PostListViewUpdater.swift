import FoundationEssentials
import Localisation

/// Puts the post list presenter's state on the view, and what the list says on its host's status
/// line. Made anew for each update, so it keeps nothing.
@MainActor
struct PostListViewUpdater {
    let view: (any PostListViewInput)?
    let moduleOutput: (any PostListModuleOutput)?
    let cellObjectFactory: PostCellObjectFactory
    let now: Date

    /// Every row, and the line under them; `renamedIds` keeps the selection on a post of mine
    /// whose "sending…" row became the server's.
    func showPosts(of state: PostListState, renamedIds: [String: String] = [:]) {
        view?.update(with: cellObjects(for: state.posts, in: state), renamedIds: renamedIds)
        showFooter(of: state)
    }

    /// The rows that show this post as they now are; the others stay as drawn.
    func showRows(showingPost originalId: String, in state: PostListState) {
        view?.updateRows(cellObjects(for: state.posts.rows(showing: originalId), in: state))
    }

    /// The rows that show the post of the row with this id (its picture changed).
    func showRows(showingPostOfRow rowId: String, in state: PostListState) {
        guard let post = state.posts.first(where: { $0.id == rowId }) else { return }
        showRows(showingPost: post.originalId, in: state)
    }

    func showFooter(of state: PostListState) {
        view?.showFooter(state.footerText)
    }

    /// The last run's copy is listed while the server's comes.
    func showCachedStatus(of state: PostListState, savedAt: Date) {
        let savedAgo = RelativeTimeFormatter(now: now).phrase(for: savedAt)
        showStatus(state.source == .home ? Strings.showingCache(savedAgo) : Strings.likesCached(savedAgo), tone: .busy)
    }

    /// The page came, but could not be kept for the next run.
    func showNotKept(in state: PostListState, reason: String) {
        showStatus(state.source == .home ? Strings.couldNotSave(reason) : Strings.likesNotSaved(reason), tone: .warning)
    }

    /// A page did not come; on Home the newest one leaves the posts kept from the last run, and
    /// says how old they are.
    func showFailure(in state: PostListState, areOlder: Bool, reason: String) {
        guard state.source == .home else { return showStatus(Strings.postsNotLoaded(reason), tone: .error) }
        guard !areOlder else { return showStatus(Strings.olderPostsFailed(reason), tone: .error) }
        let cachedAgo = state.postList.cachedAt.map { RelativeTimeFormatter(now: now).phrase(for: $0) }
        showStatus(Strings.offline(cachedAgo: cachedAgo, reason: reason), tone: .error)
    }

    /// A like that did not reach the server: it waits (`mayPass`), or it was refused.
    func showChoiceProblem(_ choice: PostChoice, reason: String, mayPass: Bool) {
        moduleOutput?.didShowPostListStatus(.choiceProblem(choice, reason: reason, mayPass: mayPass))
    }

    func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        moduleOutput?.didShowPostListStatus(StatusLineViewModel(text: text, tone: tone))
    }

    private func cellObjects(for posts: [Post], in state: PostListState) -> [PostCellObject] {
        cellObjectFactory.cellObjects(
            for: posts, now: now, thumbnails: state.thumbnails.pictures,
            largePhotos: state.showsLargePhotos ? state.largePhotos.pictures : nil)
    }
}
