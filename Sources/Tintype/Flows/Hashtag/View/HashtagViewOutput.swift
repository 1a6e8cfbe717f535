/// Module is responsible for a hashtag's photo posts as a grid.
@MainActor
protocol HashtagViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// These tiles are on screen now: they want their pictures.
    func didShowPosts(at indices: Range<Int>)
    /// The selection reached the last tiles loaded: older posts are wanted.
    func didReachEndOfList()
    /// Enter on a tile: its post.
    func didSelectPost(at index: Int)
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
    /// `f`: follow the tag, or stop.
    func didTriggerFollowEvent()
}
