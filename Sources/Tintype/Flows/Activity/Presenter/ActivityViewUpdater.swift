import FoundationEssentials
import Localisation

/// Puts the activity presenter's state on the view: the section in front with its title, each
/// list's rows and footer, and the status line. Made anew for each update, so it keeps nothing.
@MainActor
struct ActivityViewUpdater {
    let view: (any ActivityViewInput)?
    let cellObjectFactory: ActivityCellObjectFactory
    let now: Date

    /// The section in front, its title and what its list is doing.
    func showSection(of state: ActivityState) {
        guard state.isViewReady else { return }
        view?.showSection(state.section)
        let title = state.section.title(filter: state.filter)
        view?.showTitle(title.title, trailing: title.trailing)
        showListStatus(of: state)
    }

    /// A section's rows, and both footers.
    func showRows(of section: ActivitySection, in state: ActivityState) {
        guard state.isViewReady else { return }
        switch section {
        case .activity:
            view?.updateActivity(
                with: cellObjectFactory.cellObjects(
                    for: state.activity.items, now: now, thumbnails: state.thumbnails.pictures, answeredRequests: state.answeredRequests))
        case .likedPosts:
            view?.updateLikedPosts(
                with: cellObjectFactory.posts.cellObjects(for: state.likedPosts.items, now: now, thumbnails: state.thumbnails.pictures))
        }
        showFooters(of: state)
    }

    /// Every row of both lists, after a change that may touch either (a like, a comments count).
    /// The rows that show this post, in both lists, as they now are; the others stay as drawn.
    func showRows(showingPost originalId: String, in state: ActivityState) {
        guard state.isViewReady else { return }
        view?.updateRows(
            cellObjectFactory.cellObjects(
                for: state.activity.items.filter { $0.post?.originalId == originalId }, now: now, thumbnails: state.thumbnails.pictures,
                answeredRequests: state.answeredRequests),
            likedPostRows: cellObjectFactory.posts.cellObjects(
                for: state.likedPosts.items.filter { $0.originalId == originalId }, now: now, thumbnails: state.thumbnails.pictures))
    }

    func showAllRows(of state: ActivityState) {
        showRows(of: .activity, in: state)
        showRows(of: .likedPosts, in: state)
    }

    /// A section's rows after a page came; the status line too when the section is in front, with
    /// why the page could not be saved if it was not.
    func showPage(of section: ActivitySection, in state: ActivityState, notSavedBecause reason: String? = nil) {
        showRows(of: section, in: state)
        guard state.section == section else { return }
        if let reason {
            showStatus(section == .activity ? Strings.activityNotSaved(reason) : Strings.likesNotSaved(reason), tone: .warning)
        } else {
            showListStatus(of: state)
        }
    }

    /// A page did not come: the footers go back, and the status line says why when the section is
    /// in front.
    func showFailure(of section: ActivitySection, in state: ActivityState, reason: String, areOlder: Bool) {
        showFooters(of: state)
        guard state.section == section else { return }
        switch (section, areOlder) {
        case (.activity, true): showStatus(Strings.olderActivityFailed(reason), tone: .error)
        case (.activity, false): showStatus(Strings.activityNotLoaded(reason), tone: .error)
        case (.likedPosts, true): showStatus(Strings.olderLikesFailed(reason), tone: .error)
        case (.likedPosts, false): showStatus(Strings.likesNotLoaded(reason), tone: .error)
        }
    }

    /// What the list in front is doing: loading, showing a saved copy, or up to date.
    func showListStatus(of state: ActivityState) {
        let wording = state.section.wording(filter: state.filter)
        let status =
            state.section == .activity
            ? wording.status(of: state.activity, now: now) : wording.status(of: state.likedPosts, now: now)
        if let status { view?.showStatus(status) }
    }

    func showFooters(of state: ActivityState) {
        guard state.isViewReady else { return }
        view?.showFooter(ActivitySection.activity.wording(filter: state.filter).footer(of: state.activity), in: .activity)
        view?.showFooter(ActivitySection.likedPosts.wording(filter: state.filter).footer(of: state.likedPosts), in: .likedPosts)
    }

    func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }
}
