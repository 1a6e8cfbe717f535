/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// The profile is in front again: back from a post, or its tab chosen.
    func didTriggerViewWillAppearEvent()
    /// The view went out of sight (another tab in front).
    func didTriggerViewDidDisappearEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// `f`: follow, or stop following.
    func didTriggerFollowEvent()
    /// `X`: block (asked first; the same key next does it), or unblock.
    func didTriggerBlockEvent(isRepeated: Bool)
    /// `M`: mute (a form asks for how long), or unmute.
    func didTriggerMuteEvent(isRepeated: Bool)
    /// `!`: report to the moderators (a form asks why).
    func didTriggerReportEvent(isRepeated: Bool)
    /// `m`: open the conversation with this account, or start one.
    func didTriggerMessageEvent()
    /// `B` on my profile: my saved posts, or my own posts again.
    func didTriggerSavedEvent()
    /// `P` on my profile: my posts waiting for their time.
    func didTriggerScheduledEvent()
    /// `a`: my lists, to put this account in one or take it out.
    func didTriggerListsEvent()
    /// F: who follows this account.
    func didTriggerFollowersEvent()
    /// W: whom this account follows.
    func didTriggerFollowingEvent()
    /// Esc: back, unless this is the first module of its tab.
    func didTriggerBackEvent()
    /// q: back, or quit on the first module of a tab.
    func didTriggerCloseEvent()
    /// `n`: a new post, in the composer.
    func didTriggerComposeEvent()
}
