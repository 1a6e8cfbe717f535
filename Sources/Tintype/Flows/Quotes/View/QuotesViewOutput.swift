/// Module is responsible for the posts that quote one of mine, each opened as any post is.
@MainActor
protocol QuotesViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// Esc: back to where the module was opened from.
    func didTriggerBackEvent()
}
