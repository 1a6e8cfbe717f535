/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedInteractorInput: AnyObject {
    /// Answers `didReceiveNewPosts()` each time a post arrives live, until the module closes.
    func observeNewPosts()
    /// Keeps every screen's posts as the stream tells, until the module closes: an edit shows, a
    /// post taken down leaves (each list hears it from the post store).
    func observeChangedPosts()
    /// Settles on every screen the likes, boosts and saves the server answers later than they were
    /// made (it was away): confirmed, or undone with `didRefuseChoice(_:reason:)`; until the module
    /// closes.
    func observeSettledChoices()
    /// Each account blocked or muted has its posts' quotes hidden on every screen, until the
    /// module closes.
    func observeSilencedAccounts()
    /// Answers `didObtainShowsReplies(_:)` with the choice remembered from the last run.
    func obtainShowsReplies()
    /// Remembers, for this account, whether replies are shown too.
    func saveShowsReplies(_ showsReplies: Bool)
    /// Answers `didObtainShowsLargePhotos(_:)` with the layout remembered from the last run.
    func obtainShowsLargePhotos()
    /// Remembers, for this account, whether the feed shows large photos.
    func saveShowsLargePhotos(_ showsLargePhotos: Bool)
    /// Answers `didReachAgeTick()` each minute, for "5m" and "updated 2 min ago" to be brought up
    /// to date, until `stopAgeTicks()` or the module closes.
    func observeAgeTicks()
    /// The feed is out of sight: its ages stop ticking.
    func stopAgeTicks()
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}

extension FeedInteractorInput {
    /// What the server says besides the pages: posts arriving, changed or taken down on the
    /// stream, and choices it settled late.
    func observeServerNews() {
        observeNewPosts()
        observeChangedPosts()
        observeSettledChoices()
    }
}
