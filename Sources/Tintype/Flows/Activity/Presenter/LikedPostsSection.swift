import FoundationEssentials
import Localisation

/// The posts I liked, one of Activity's two sections: a list of posts embedded the first time the
/// section is shown and fetched anew after. While the section is in front, the status line says
/// what the list says, and how many posts it holds.
@MainActor
final class LikedPostsSection: PostListModuleOutput {
    private let embed: @MainActor (any PostListModuleOutput) -> Void
    private let isInFront: @MainActor () -> Bool
    private let showStatus: @MainActor (StatusLineViewModel) -> Void
    private let now: @MainActor () -> Date
    /// The embedded list, once it is built.
    private var list: (any PostListModuleInput)?
    /// How many posts are listed, and when the newest page came; nil until it did.
    private var loaded: (count: Int, at: Date)?

    /// `embed` builds the list with this as its output; `showStatus` holds its presenter weakly.
    init(
        embed: @escaping @MainActor (any PostListModuleOutput) -> Void, isInFront: @escaping @MainActor () -> Bool,
        now: @escaping @MainActor () -> Date, showStatus: @escaping @MainActor (StatusLineViewModel) -> Void
    ) {
        self.embed = embed
        self.isInFront = isInFront
        self.now = now
        self.showStatus = showStatus
    }

    /// The section shown: the list built the first time, which fetches it; fetched anew after.
    func load() {
        guard let list else {
            embed(self)
            return showListStatus()
        }
        list.refresh()
        showStatus(StatusLineViewModel(text: Strings.refreshing, tone: .busy))
    }

    /// Loading, or how many posts and when they came.
    func showListStatus() {
        guard let loaded else { return showStatus(StatusLineViewModel(text: Strings.loadingLikes, tone: .busy)) }
        showStatus(
            StatusLineViewModel(text: Strings.feedOnline(loaded.count, updated: RelativeTimeFormatter(now: now()).phrase(for: loaded.at))))
    }

    // MARK: - PostListModuleOutput

    func didEmbedPostList(_ postList: any PostListModuleInput) {
        list = postList
    }

    func didShowPostListStatus(_ status: StatusLineViewModel) {
        if isInFront() { showStatus(status) }
    }

    func didLoadNewestPosts(count: Int) {
        loaded = (count, now())
        if isInFront() { showListStatus() }
    }

    /// The list said why in the status line.
    func didFailToLoadNewestPosts() {}
}
