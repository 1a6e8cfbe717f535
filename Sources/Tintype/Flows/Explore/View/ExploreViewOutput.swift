/// Module is responsible for finding people, hashtags and posts.
@MainActor
protocol ExploreViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// A key changed the search field's text.
    func didChangeQuery(_ query: String)
    /// Enter in the search field: a handle on another instance is looked up.
    func didSubmitQuery(_ query: String)
    /// `r`: the query searched for anew.
    func didTriggerRefreshEvent()
    /// Enter on a result: the account's profile, or the post.
    func didSelectResult(at index: Int)
    /// Esc on the results: back to where the module was opened from.
    func didTriggerBackEvent()
}
