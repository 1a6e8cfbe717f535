import FoundationEssentials
import Localisation

/// A list of posts embedded in a screen that hosts it (a hashtag, a timeline, Activity's posts I
/// liked): built the first time it is shown and fetched anew after. While it is in front, the
/// host's status line says what the list says, and how many posts it holds.
@MainActor
final class HostedPostList: PostListModuleOutput {
    /// What the status line says of the list: while its first page is on its way, and once it
    /// came with `count` posts, `updated` ago.
    struct Wording {
        let loading: String
        let loaded: @MainActor (_ count: Int, _ updated: String) -> String
    }

    private let wording: Wording
    private let embed: @MainActor (any PostListModuleOutput) -> Void
    private let isInFront: @MainActor () -> Bool
    private let showStatus: @MainActor (StatusLineViewModel) -> Void
    private let now: @MainActor () -> Date
    /// The embedded list, once it is built.
    private var list: (any PostListModuleInput)?
    /// How many posts are listed, and when the newest page came; nil until it did.
    private var loaded: (count: Int, at: Date)?

    /// `embed` builds the list with this as its output; `isInFront` and `showStatus` hold their
    /// presenter weakly.
    init(
        wording: Wording, embed: @escaping @MainActor (any PostListModuleOutput) -> Void,
        isInFront: @escaping @MainActor () -> Bool = { true }, now: @escaping @MainActor () -> Date,
        showStatus: @escaping @MainActor (StatusLineViewModel) -> Void
    ) {
        self.wording = wording
        self.embed = embed
        self.isInFront = isInFront
        self.now = now
        self.showStatus = showStatus
    }

    /// Shown: the list built the first time, which fetches it; fetched anew after.
    func load() {
        guard let list else {
            embed(self)
            return showListStatus()
        }
        list.refresh()
        showStatus(StatusLineViewModel(text: Strings.refreshing, tone: .busy))
    }

    /// Another source in the same list (the next timeline): its first page is on its way.
    func show(_ source: PostListSource) {
        loaded = nil
        list?.configure(listing: source)
        showListStatus()
    }

    /// Loading, or how many posts and when they came.
    func showListStatus() {
        guard let loaded else { return showStatus(StatusLineViewModel(text: wording.loading, tone: .busy)) }
        showStatus(StatusLineViewModel(text: wording.loaded(loaded.count, RelativeTimeFormatter(now: now()).phrase(for: loaded.at))))
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

    /// The older posts are counted with the others, since the newest page came.
    func didLoadOlderPosts(count: Int) {
        guard let at = loaded?.at else { return }
        loaded = (count, at)
        if isInFront() { showListStatus() }
    }
}
