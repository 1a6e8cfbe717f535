/// The home timeline: what is cached, the newest posts, and older pages.
public protocol PostService: Sendable {
    /// The timeline saved by the last run, or nil when there is none (or it was damaged).
    func obtainCachedHomeTimeline() async -> TimelineSlice?

    /// Fetches the newest page, merges it into the timeline kept here and saves it; answers with
    /// the whole timeline as kept, newest first.
    func obtainNewestHomeTimeline() async throws -> TimelineSlice

    /// Fetches the page older than what was loaded so far and adds it below; answers with the
    /// whole timeline as kept.
    func obtainOlderHomeTimeline() async throws -> TimelineSlice

    /// A post already loaded in the timeline, at once, or nil when it is not there.
    func obtainLoadedPost(id: String) async -> Post?

    /// A post as the server has it now, kept so in the timeline where it is loaded.
    func obtainPost(id: String) async throws -> Post

    /// Every version of a post, as posted first and as it is now last.
    func obtainHistory(ofPostId postId: String) async throws -> [PostVersion]

    /// Says each time a post arrives live for the home timeline, while the caller reads; nothing
    /// where the server does not stream.
    func observeNewPosts() async -> AsyncStream<Void>

    /// Says each time the stream tells of a post edited or taken down, while the caller reads;
    /// nothing where the server does not stream.
    func observeChangedPosts() async -> AsyncStream<LivePostChange>

    /// A post taken down leaves the loaded and cached timeline, and boosts of it with it.
    func forgetLoadedPost(id: String) async

    /// Whether the home feed shows replies as well as posts; remembered across runs.
    func obtainShowsReplies() async -> Bool
    func saveShowsReplies(_ showsReplies: Bool) async

    /// Whether the home feed shows each post as a large photo with its caption under it, rather
    /// than as a compact row; remembered across runs.
    func obtainShowsLargePhotos() async -> Bool
    func saveShowsLargePhotos(_ showsLargePhotos: Bool) async
}
