/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
@MainActor
protocol ActivityInteractorInput: RelationshipChangeInteractorInput {
    /// Answers `didObtainCachedActivity(_:)` when the last run saved its activity.
    func obtainCachedActivity()
    /// The newest of what happened to me, of the filter's kinds; answers `didObtainActivity` or
    /// `didFailToObtainActivity`. A newer request replaces one under way.
    func obtainNewestActivity(filter: NoticeFilter)
    /// The page below what was loaded, of the same kinds; answers as `obtainNewestActivity` does.
    func obtainOlderActivity(filter: NoticeFilter)
    /// Answers `didObtainUnseenCount(_:)`; a failure leaves the count as it was.
    func obtainUnseenCount()
    /// Answers `didReceiveNewNotice()` each time a notification arrives live, until the module closes.
    func observeNewNotices()
    /// Answers `didSilenceAccount(withId:)` each time an account is blocked or muted, until the
    /// module closes.
    func observeSilencedAccounts()
    /// Moves the notifications marker up to the newest notice loaded; nothing is answered, since
    /// nothing on screen waits for it.
    func markActivitySeen()
    /// Answers `didReachRefreshTime()` each refresh interval, until the module closes.
    func observeRefreshTime()
    /// Fetches these rows' thumbnails, answering `didObtainThumbnail(_:postId:isFinal:)`, and stops
    /// fetching those of rows no longer asked for.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Answers `didChangePost(_:)` each time a post changes on any screen (a like, an edit, a
    /// deletion), until the module closes.
    func observePostChanges()
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
