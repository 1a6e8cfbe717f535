/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerRefreshEvent()
    /// The selection reached the last rows: time to load older posts.
    func didReachEndOfList()
    /// Enter on a post: open it.
    func didSelectPost(at index: Int)
    func didTriggerHelpEvent()
    func didTriggerCloseEvent()
}
