import Foundation
import Localisation

/// Puts the likes presenter's state on the view: the section in front with its title, each
/// list's rows and footer, and the status line. Made anew for each update, so it keeps nothing.
@MainActor
struct LikesViewUpdater {
    let view: (any LikesViewInput)?
    let cellObjectFactory: LikesCellObjectFactory
    let now: Date

    /// The section in front, its title and what its list is doing.
    func showSection(of state: LikesState) {
        guard state.isViewReady else { return }
        view?.showSection(state.section)
        view?.showTitle(state.section.title.title, trailing: state.section.title.trailing)
        showListStatus(of: state)
    }

    /// A section's rows, and both footers.
    func showRows(of section: LikesSection, in state: LikesState) {
        guard state.isViewReady else { return }
        switch section {
        case .activity:
            view?.updateActivity(
                with: cellObjectFactory.cellObjects(for: state.activity.items, now: now, thumbnails: state.thumbnails.pictures))
        case .likedPosts:
            view?.updateLikedPosts(
                with: cellObjectFactory.posts.cellObjects(for: state.likedPosts.items, now: now, thumbnails: state.thumbnails.pictures))
        }
        showFooters(of: state)
    }

    /// Every row of both lists, after a change that may touch either (a like, a comments count).
    func showAllRows(of state: LikesState) {
        showRows(of: .activity, in: state)
        showRows(of: .likedPosts, in: state)
    }

    /// A section's rows after a page came; the status line too when the section is in front, with
    /// why the page could not be saved if it was not.
    func showPage(of section: LikesSection, in state: LikesState, notSavedBecause reason: String? = nil) {
        showRows(of: section, in: state)
        guard state.section == section else { return }
        if let reason { showStatus(Strings.likesNotSaved(reason), tone: .warning) } else { showListStatus(of: state) }
    }

    /// A page did not come: the footers go back, and the status line says why when the section is
    /// in front.
    func showFailure(of section: LikesSection, in state: LikesState, reason: String, areOlder: Bool) {
        showFooters(of: state)
        guard state.section == section else { return }
        showStatus(areOlder ? Strings.olderLikesFailed(reason) : Strings.likesNotLoaded(reason), tone: .error)
    }

    /// What the list in front is doing: loading, showing a saved copy, or up to date.
    func showListStatus(of state: LikesState) {
        let wording = state.section.wording
        let status =
            state.section == .activity
            ? wording.status(of: state.activity, now: now) : wording.status(of: state.likedPosts, now: now)
        if let status { view?.showStatus(status) }
    }

    func showFooters(of state: LikesState) {
        guard state.isViewReady else { return }
        view?.showFooter(LikesSection.activity.wording.footer(of: state.activity), in: .activity)
        view?.showFooter(LikesSection.likedPosts.wording.footer(of: state.likedPosts), in: .likedPosts)
    }

    func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }
}
