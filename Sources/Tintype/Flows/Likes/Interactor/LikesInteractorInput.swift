/// Module is responsible for who liked my posts, and the posts I liked.
@MainActor
protocol LikesInteractorInput: AnyObject {
    /// Answers `didObtainCachedLikeActivity(_:)` when the last run saved likes.
    func obtainCachedLikeActivity()
    /// The newest likes of my posts; answers `didObtainLikeActivity` or `didFailToObtainLikeActivity`.
    func obtainNewestLikeActivity()
    /// The page below what was loaded; answers as `obtainNewestLikeActivity()` does, with `areOlder`.
    func obtainOlderLikeActivity()
    /// Answers `didObtainCachedLikedPosts(_:)` when the last run saved them.
    func obtainCachedLikedPosts()
    /// The posts I liked last; answers `didObtainLikedPosts` or `didFailToObtainLikedPosts`.
    func obtainNewestLikedPosts()
    /// The next older page of the posts I liked.
    func obtainOlderLikedPosts()
    /// Answers `didObtainUnseenLikesCount(_:)`; a failure leaves the count as it was.
    func obtainUnseenLikesCount()
    /// Answers `didReceiveNewLike()` each time a like of my posts arrives live, until the module closes.
    func observeNewLikes()
    /// Moves the notifications marker up to the newest like loaded; nothing is answered, since
    /// nothing on screen waits for it.
    func markLikesSeen()
    /// Answers `didReachRefreshTime()` each refresh interval, until the module closes.
    func observeRefreshTime()
    /// Answers `didPerformUnlike(_:)` or `didFailToPerformUnlike(postId:problem:)`.
    func performUnlike(postId: String)
    /// Fetches these rows' thumbnails, answering `didObtainThumbnail(_:postId:isFinal:)`, and stops
    /// fetching those of rows no longer asked for.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Stops every request under way: the module is closing.
    func cancelAllRequests()
}
