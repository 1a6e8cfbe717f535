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
    /// The selection reached the last rows: time to load older posts.
    func didReachEndOfList()
    /// Enter on a post: open it.
    func didSelectPost(at index: Int)
    /// `u` on a post: its author's profile.
    func didTriggerProfileEvent(at index: Int)
    /// `f` on a post: like it, or take my like back.
    func didTriggerLikeEvent(at index: Int)
    /// `L` on a post: everyone who liked it.
    func didTriggerLikersEvent(at index: Int)
    /// `y`: the post's address on the clipboard.
    func didTriggerCopyAddressEvent(at index: Int)
    /// q: the module closes (on a first tab, the app).
    func didTriggerCloseEvent()
    /// `v`: replies shown too, or not.
    func didTriggerRepliesToggleEvent()
    /// `z`: each post a large photo with its caption under it, or compact rows.
    func didTriggerLayoutToggleEvent()
    /// These rows are on screen now (and the rest are not).
    func didShowPosts(at indices: Range<Int>)
    /// The selection moved to this row.
    func didMoveSelection(to index: Int)
    /// `t`: the other timelines (local, federated, my lists).
    func didTriggerTimelinesEvent()
    /// `n`: a new post, in the composer.
    func didTriggerComposeEvent()
}
