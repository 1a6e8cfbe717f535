import FoundationEssentials
import Localisation

/// Puts what the feed presenter knows of Home on the view's status line, ages counted from `now`.
/// Made anew for each update, so it keeps nothing.
@MainActor
struct FeedViewUpdater {
    let view: (any FeedViewInput)?
    let now: Date

    /// Up to date: how many posts, when they came, and how many new ones went on top.
    func showOnlineStatus(of state: FeedState) {
        let updated = RelativeTimeFormatter(now: now).phrase(for: state.loaded?.at ?? now)
        let online = Strings.feedOnline(state.loaded?.count ?? 0, updated: updated)
        showStatus(state.newPostsCount > 0 ? online + " · " + Strings.newPostsOnTop(state.newPostsCount) : online)
    }

    func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }
}
