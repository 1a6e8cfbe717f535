/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// The feed is in front again: back from a post, or its tab chosen.
    func didTriggerViewWillAppearEvent()
    /// Something covers the feed, or another tab was chosen.
    func didTriggerViewDidDisappearEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// q: the module closes (on a first tab, the app).
    func didTriggerCloseEvent()
    /// `v`: replies shown too, or not.
    func didTriggerRepliesToggleEvent()
    /// `z`: each post a large photo with its caption under it, or compact rows.
    func didTriggerLayoutToggleEvent()
    /// `t`: the other timelines (local, federated, my lists).
    func didTriggerTimelinesEvent()
    /// `n`: a new post, in the composer.
    func didTriggerComposeEvent()
}
