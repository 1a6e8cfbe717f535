/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
@MainActor
protocol PostListInteractorInput: AnyObject {
    /// The newest page of the source, or with `more` the next one, only posts with media when
    /// `onlyWithMedia`; answers `didObtainPosts` or `didFailToObtainPosts(_:areOlder:)`. A new
    /// request replaces one under way, of any source.
    func obtainPosts(from source: PostListSource, onlyWithMedia: Bool, more: Bool)
    /// The copy of the source's first page the last run kept, where it keeps one (Home, my likes); answers
    /// `didObtainCachedPosts(_:hasOlderPosts:savedAt:)` if there is one, before the server's page
    /// asked for after it.
    func obtainCachedPosts(from source: PostListSource)
    /// Likes, boosts or saves a post (`isOn`), or takes it back: every screen shows it at once;
    /// answers `didFailToChangeChoice(_:problem:)` when the server did not take it.
    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String)
    /// Fetches these rows' thumbnails, answering `didObtainThumbnail(_:postId:isFinal:)`, and stops
    /// fetching those of rows no longer asked for.
    func obtainThumbnails(for requests: [ThumbnailFetcher.Request])
    /// Fetches these rows' photos in full, answering `didObtainLargePhoto(_:postId:isFinal:)`, and
    /// stops fetching those of rows no longer asked for (asked again later, they are fetched again).
    func obtainLargePhotos(for requests: [ThumbnailFetcher.Request])
    /// Plays these rows' animations, answering `didObtainAnimationFrame(_:postId:)` with each
    /// frame, round and round, as thumbnails or as large photos, and stops the others.
    func playAnimations(for requests: [AnimationPlayer.Request], asLargePhotos: Bool)
    /// Answers `didObtainShowsPostsAsGrid(_:)` with the choice remembered from the last run.
    func obtainShowsPostsAsGrid()
    /// Remembers, for every list that offers both, photos as a grid or every post as a list.
    func saveShowsPostsAsGrid(_ showsGrid: Bool)
    /// Until the module closes, what changes the source's posts: `didChangePost(_:)` each time a
    /// post changes on any screen (a like, an edit, a deletion), `didSilenceAccount(withId:)` each
    /// time an account is blocked or muted; for my own posts `didObtainQueuedPosts(_:)` with
    /// those on their way, at once and each time they change, and `didSendQueuedPost(withId:as:)`
    /// each time the server confirms one (on Home too); for a hashtag `didReceiveNewPost()` each time a post
    /// with it is posted, live.
    func observeChanges(to source: PostListSource)
}
