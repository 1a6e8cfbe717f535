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
    /// Until the module closes, answers `didReceiveNewNotice()` each time a notification arrives
    /// live, `didReachRefreshTime()` each refresh interval, `didSilenceAccount(withId:)` each time
    /// an account is blocked or muted, and `didChangePost(_:)` each time a post changes on any
    /// screen (a like, an edit, a deletion).
    func observeActivity()
    /// Moves the notifications marker up to the newest notice loaded; nothing is answered, since
    /// nothing on screen waits for it.
    func markActivitySeen()
    /// Fetches these rows' thumbnails, answering `didObtainThumbnail(_:postId:isFinal:)`, and stops
    /// fetching those of rows no longer asked for.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
