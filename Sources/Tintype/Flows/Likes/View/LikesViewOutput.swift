/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
protocol LikesViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// These rows of the list in front are on screen now (and the rest are not).
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
    /// Enter: the row's post, in full.
    func didSelectItem(at index: Int)
    /// `u`: the latest liker, or the author of a post I liked.
    func didTriggerProfileEvent(at index: Int)
    /// `L`: everyone who liked the row's post.
    func didTriggerLikersEvent(at index: Int)
    /// `f`: take my like of the row's post back.
    func didTriggerUnlikeEvent(at index: Int)
    /// `q`: quit, from the first module of a tab.
    func didTriggerCloseEvent()
}
