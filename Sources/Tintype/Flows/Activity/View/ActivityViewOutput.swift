/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
protocol ActivityViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// These rows of what happened to me are on screen now (and the rest are not).
    func didShowRows(at indices: Range<Int>)
    /// The tab is in front again, or back from a module opened over it.
    func didTriggerViewWillAppearEvent()
    /// The view went out of sight (another tab in front).
    func didTriggerViewDidDisappearEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// `m`: the other list.
    func didTriggerSwitchSectionEvent()
    /// The selection reached the last row loaded: older ones are wanted.
    func didReachEndOfList()
    /// Enter: the row's post in full, a comment in its thread, a follower's profile.
    func didSelectItem(at index: Int)
    /// `u`: the latest of those behind a notice.
    func didTriggerProfileEvent(at index: Int)
    /// `v`: the next kinds of notices (everything, likes, comments, follows).
    func didTriggerFilterEvent()
    /// `L`: everyone who liked the row's post.
    func didTriggerLikersEvent(at index: Int)
    /// `f`: follow back from a follow.
    func didTriggerFollowBackEvent(at index: Int)
    /// `a` (accepting) and `x`: answer the row's follow request.
    func didTriggerAnswerRequestEvent(at index: Int, accepting: Bool)
    /// `q`: quit, from the first module of a tab.
    func didTriggerCloseEvent()
}
