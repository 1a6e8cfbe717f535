import FoundationEssentials
import Localisation

/// Puts the activity presenter's state on the view: the section in front with its title, the
/// activity's rows and footer, and the status line. Made anew for each update, so it keeps nothing.
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

    /// The activity's rows and footer.
    func showRows(of state: ActivityState) {
        guard state.isViewReady else { return }
        view?.updateActivity(with: cellObjects(for: state.activity.items, in: state))
        showFooter(of: state)
    }

    /// The rows that show this post as they now are; the others stay as drawn.
    func showRows(showingPost originalId: String, in state: ActivityState) {
        guard state.isViewReady else { return }
        view?.updateRows(cellObjects(for: state.activity.items.rows(showing: originalId), in: state))
    }

    /// The rows after a page came; the status line too when the activity is in front, with why
    /// the page could not be saved if it was not.
    func showPage(of state: ActivityState, notSavedBecause reason: String? = nil) {
        showRows(of: state)
        guard state.section == .activity else { return }
        if let reason {
            showStatus(Strings.activityNotSaved(reason), tone: .warning)
        } else {
            showListStatus(of: state)
        }
    }

    /// A page did not come: the footer goes back, and the status line says why when the activity
    /// is in front.
    func showFailure(in state: ActivityState, reason: String, areOlder: Bool) {
        showFooter(of: state)
        guard state.section == .activity else { return }
        showStatus(areOlder ? Strings.olderActivityFailed(reason) : Strings.activityNotLoaded(reason), tone: .error)
    }

    /// What the activity is doing: loading, showing a saved copy, or up to date. The posts I
    /// liked say it themselves (`HostedPostList`).
    func showListStatus(of state: ActivityState) {
        guard state.section == .activity, let status = state.filter.wording.status(of: state.activity, now: now) else { return }
        view?.showStatus(status)
    }

    func showFooter(of state: ActivityState) {
        guard state.isViewReady else { return }
        view?.showFooter(state.filter.wording.footer(of: state.activity))
    }

    func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }

    private func cellObjects(for groups: [NoticeGroup], in state: ActivityState) -> [NoticeGroupCellObject] {
        cellObjectFactory.cellObjects(
            for: groups, now: now, thumbnails: state.thumbnails.pictures, answeredRequests: state.answeredRequests)
    }
}
