/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    /// These post rows are on screen now (and the rest are not).
    func didShowPosts(at indices: Range<Int>)
    /// The profile is in front again: back from a post, or its tab chosen.
    func didTriggerViewWillAppearEvent()
    func didTriggerViewDidDisappearEvent()
    func didTriggerRefreshEvent()
    func didReachEndOfList()
    func didSelectPost(at index: Int)
    /// `f`: follow, or stop following.
    func didTriggerFollowEvent()
    /// `m`: open the conversation with this account, or start one.
    func didTriggerMessageEvent()
    /// `v`: the photos as a grid or every post as a list.
    func didTriggerPostsLayoutEvent()
    /// The posts are drawn as a grid now, or as a list: first drawn, switched by `v`, or the
    /// list because the terminal draws no pictures.
    func didShowPostsAsGrid(_ asGrid: Bool)
    func didTriggerFollowersEvent()
    func didTriggerFollowingEvent()
    /// Esc: back, unless this is the first module of its tab.
    func didTriggerBackEvent()
    /// q: back, or quit on the first module of a tab.
    func didTriggerCloseEvent()
}
