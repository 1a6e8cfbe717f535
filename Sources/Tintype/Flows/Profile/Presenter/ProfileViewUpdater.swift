import Localisation

/// Puts the profile presenter's state on the view: the title, the header and the status line.
/// Made anew for each update, so it keeps nothing.
@MainActor
struct ProfileViewUpdater {
    let view: (any ProfileViewInput)?
    let cellObjectFactory: ProfileCellObjectFactory
    let instanceName: String

    /// "Profile" or "Saved", and the way back where there is one.
    func showTitle(of state: ProfileState) {
        view?.showTitle(
            state.showsSaved ? Strings.savedTitle : Strings.profileTitle, trailing: state.isSignedInAccount ? "" : Strings.backHint)
    }

    /// Who the account is and how the two stand, once the profile is known.
    func showHeader(of state: ProfileState) {
        guard let profile = state.profile else { return }
        view?.showHeader(
            cellObjectFactory.headerCellObject(
                for: profile, relationship: state.relationship, isSignedInAccount: state.isSignedInAccount,
                instanceName: instanceName, avatar: state.avatar))
    }

    /// No profile to show: why, in the header and the status line.
    func showProfileNotLoaded(reason: String) {
        view?.showHeader(cellObjectFactory.headerCellObject(forProfileThatDidNotLoad: Strings.profileNotLoaded(reason)))
        showStatus(Strings.profileNotLoaded(reason), tone: .error)
    }

    func showOnlineStatus() {
        showStatus(Strings.onlineStatus(instanceName))
    }

    func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }
}
