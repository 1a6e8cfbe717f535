/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedInteractorInput: AnyObject {
    /// Reads the feed saved by the last run; answers `didObtainCachedFeed(_:)` when there is one.
    func obtainCachedFeed()
    /// Fetches the newest posts; answers `didObtainNewestFeed(_:)` or `didFailToObtainNewestFeed(_:)`.
    func obtainNewestFeed()
    /// Fetches the page below the last post; answers `didObtainOlderPosts(_:)` or a failure.
    func obtainOlderPosts()
    /// Answers `didReceiveNewPosts()` each time a post arrives live, until the module closes.
    func observeNewPosts()
    /// Keeps every screen's posts as the stream tells, until the module closes: an edit shows, a
    /// post taken down leaves (each screen hears it through `observePostChanges()`).
    func observeChangedPosts()
    /// Settles on every screen the likes, boosts and saves the server answers later than they were
    /// made (it was away): confirmed, or undone with `didRefuseChoice(_:reason:)`; until the module
    /// closes.
    func observeSettledChoices()
    /// Answers `didSilenceAccount(withId:)` each time an account is blocked or muted, until the
    /// module closes.
    func observeSilencedAccounts()
    /// Answers `didChangePost(_:)` each time a post changes on any screen (a like, an edit, a
    /// deletion), until the module closes.
    func observePostChanges()
    /// My new posts still in the outbox, now and each time they change, whichever screen wrote
    /// them, until the module closes: `didObtainQueuedPosts(_:)`.
    func observeQueuedPosts()
    /// Each queued new post the server confirms, until cancelled: `didSendQueuedPost(withId:as:)`.
    func observeSentPosts()
    /// Answers `didObtainShowsReplies(_:)` with the choice remembered from the last run.
    func obtainShowsReplies()
    /// Remembers, for this account, whether replies are shown too.
    func saveShowsReplies(_ showsReplies: Bool)
    /// Answers `didObtainShowsLargePhotos(_:)` with the layout remembered from the last run.
    func obtainShowsLargePhotos()
    /// Remembers, for this account, whether the feed shows large photos.
    func saveShowsLargePhotos(_ showsLargePhotos: Bool)
    /// Fetches these rows' photos in full, answering `didObtainLargePhoto(_:postId:isFinal:)`, and stops
    /// fetching those of rows no longer asked for (asked again later, they are fetched again).
    func obtainLargePhotos(for requests: [ThumbnailFetcher.Request])
    /// Fetches these rows' thumbnails, answering `didObtainThumbnail(_:postId:isFinal:)` with each likeness
    /// and photo, and stops fetching those of rows no longer asked for.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Plays these rows' animations, answering `didObtainAnimationFrame(_:postId:)` with each
    /// frame, round and round, as thumbnails or as large photos, and stops the others.
    func playAnimations(for requests: [AnimationPlayer.Request], asLargePhotos: Bool)
    /// The feed is out of sight: every animation stops on the frame it shows.
    func stopAnimations()
    /// Likes a post (`isOn`) or takes the like back: every screen shows it at once; answers
    /// `didFailToChangeChoice(_:problem:)` when the server did not take it.
    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String)
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

    /// What changes on this machine: accounts silenced, posts changed on any screen, my posts in
    /// the outbox and those it sent.
    func observeLocalChanges() {
        observeSilencedAccounts()
        observePostChanges()
        observeQueuedPosts()
        observeSentPosts()
    }
}
