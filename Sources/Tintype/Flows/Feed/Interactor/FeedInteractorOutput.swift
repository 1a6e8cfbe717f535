import Imaging

/// Module is responsible for the home feed: the posts of the people the account follows.
@MainActor
protocol FeedInteractorOutput: AnyObject {
    /// The feed as last saved, for the first frame; it may be stale or empty.
    func didObtainCachedFeed(_ slice: FeedSlice)
    /// The server's newest page merged into the timeline; `storageProblem` says it could not be saved.
    func didObtainNewestFeed(_ slice: FeedSlice, storageProblem: ConnectionProblem?)
    /// The newest page did not come; what is shown stays.
    func didFailToObtainNewestFeed(_ problem: ConnectionProblem)
    /// The timeline with the next older page in it.
    func didObtainOlderPosts(_ slice: FeedSlice)
    /// The older page did not come; reaching the end asks again.
    func didFailToObtainOlderPosts(_ problem: ConnectionProblem)
    /// The stream told of a new post: the newest page is worth fetching.
    func didReceiveNewPosts()
    /// My new posts still in the outbox, newest first, each marked sending or refused.
    func didObtainQueuedPosts(_ posts: [Post])
    /// A queued post is on the server now, as `post`.
    func didSendQueuedPost(withId queuedId: String, as post: Post)
    /// The person's remembered choice: replies shown too, or posts only.
    func didObtainShowsReplies(_ showsReplies: Bool)
    /// A post's first photo, small, for its row, or its likeness while the photo comes; nil when
    /// none came. `isFinal` once the row needs nothing more.
    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// The next frame of a row's animation, in place of its thumbnail or its large photo.
    func didObtainAnimationFrame(_ frame: PixelImage, postId: String)
    /// A row's animation ended by itself: it does not move, or cannot be played.
    func didEndAnimation(postId: String)
    /// The person's remembered choice: large photos, or compact rows.
    func didObtainShowsLargePhotos(_ showsLargePhotos: Bool)
    /// A post's first photo in full, for a feed of large photos; nil when it could not come.
    func didObtainLargePhoto(_ picture: PixelImage?, postId: String, isFinal: Bool)
    /// A like, boost or save that went out after the server was away was refused, and is undone
    /// on every screen; `reason` in the server's words.
    func didRefuseChoice(_ choice: PostChoice, reason: String)
    /// A post changed or was taken down, here or on another screen.
    func didChangePost(_ change: PostStoreChange)
    /// An account was blocked or muted: its posts and boosts leave the feed.
    func didSilenceAccount(withId accountId: String)
    /// A minute has passed since the ages shown were counted.
    func didReachAgeTick()
    /// A like made here did not reach the server: it waits (`problem.mayPass`), or was refused and undone.
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem)
}
