/// Module is responsible for a hashtag's photo posts as a grid.
@MainActor
protocol HashtagInteractorInput: AnyObject {
    /// The tag's posts with photos: the first page, or with `more` every one loaded with the next.
    func obtainPosts(taggedWith name: String, more: Bool)
    /// The tag as the server knows it (whether I follow it); answers `didObtainTag(_:)`, nothing on
    /// a failure (the grid does without).
    func obtainTag(named name: String)
    /// Follows the tag, or stops; answers `didObtainTag(_:)` or `didFailToPerformFollow(_:)`.
    func performFollow(_ follow: Bool, tagNamed name: String)
    /// Answers `didReceiveNewPost()` each time a post with the tag is posted, live, until the
    /// module closes.
    func observeNewPosts(taggedWith name: String)
    /// Answers `didSilenceAccount(withId:)` each time an account is blocked or muted, until the
    /// module closes.
    func observeSilencedAccounts()
    /// The tiles' pictures, four at a time; requests not in this list stop loading.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Answers `didChangePost(_:)` each time a post changes on any screen (a like, an edit, a
    /// deletion), until the module closes.
    func observePostChanges()
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
