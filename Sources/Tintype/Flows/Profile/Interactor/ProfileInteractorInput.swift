/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
@MainActor
protocol ProfileInteractorInput: AnyObject {
    /// Finds who is signed in; answers `didObtainSignedInAccountId(_:)` or a failure to obtain the profile.
    func obtainSignedInAccountId()
    /// Reads the profile as last seen; answers `didObtainCachedProfile(_:)` when there is one.
    func obtainCachedProfile(accountId: String)
    /// Answers `didObtainProfile(_:)` or `didFailToObtainProfile(_:)`.
    func obtainProfile(accountId: String)
    /// Answers `didObtainRelationship(_:)`; a failure leaves the relationship unknown.
    func obtainRelationship(accountId: String)
    /// The newest posts, or with `more` the next page, only those with media when `onlyWithMedia`;
    /// answers `didObtainPosts` or `didFailToObtainPosts(_:)`. A new request replaces one under way.
    func obtainPosts(accountId: String, onlyWithMedia: Bool, more: Bool)
    /// My saved posts, the newest page or with `more` the next; answers as `obtainPosts` does.
    /// A new request replaces one under way, of either list.
    func obtainSavedPosts(more: Bool)
    /// Blocks or unblocks; answers `didPerformSafetyChange(_:)` or `didFailToPerformSafetyChange(_:)`.
    func performBlock(_ block: Bool, accountId: String)
    /// Mutes for a while or for good, its notifications too where `hidingNotifications`; answers
    /// as `performBlock` does.
    func performMute(accountId: String, for duration: MuteDuration, hidingNotifications: Bool)
    /// Takes a mute back; answers as `performBlock` does.
    func performUnmute(accountId: String)
    /// Answers `didSilenceAccount(withId:)` each time an account is blocked or muted, until the
    /// module closes.
    func observeSilencedAccounts()
    /// Answers `didChangePost(_:)` each time a post changes on any screen (a like, an edit, a
    /// deletion), until the module closes.
    func observePostChanges()
    /// Answers `didPerformFollow(_:)` or `didFailToPerformFollow(_:)`.
    func performFollow(_ follow: Bool, accountId: String)
    /// Fetches these rows' thumbnails, answering `didObtainThumbnail(_:postId:isFinal:)`, and stops
    /// fetching those of rows no longer asked for.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Answers `didObtainAvatar(_:address:)` with the account's picture; one that cannot be had or
    /// drawn (the default SVG avatars) gets no answer, and the initials stay.
    func obtainAvatar(at address: String)
    /// Answers `didObtainShowsPostsAsGrid(_:)` with the choice remembered from the last run.
    func obtainShowsPostsAsGrid()
    /// Remembers, for every profile, photos as a grid or every post as a list.
    func saveShowsPostsAsGrid(_ showsGrid: Bool)
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
    /// My new posts still in the outbox; answers `didObtainQueuedPosts(_:)`.
    func obtainQueuedPosts()
    /// Each queued new post the server confirms, until cancelled: `didSendQueuedPost(withId:as:)`.
    func observeSentPosts()
}
