/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
@MainActor
protocol HashtagViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
    /// `f`: follow the tag, or stop.
    func didTriggerFollowEvent()
}
