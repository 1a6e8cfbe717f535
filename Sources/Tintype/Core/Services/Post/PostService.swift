import MastodonAPI

/// The home timeline: what is cached, the newest posts, and older pages.
public protocol PostService: Sendable {
    /// The timeline saved by the last run, or nil when there is none (or it was damaged).
    func obtainCachedHomeTimeline() async -> HomeTimelineSlice?

    /// The newest page of the timeline, merged into what is kept and saved.
    func obtainNewestHomeTimeline() async throws -> HomeTimelineSlice

    /// The page older than what was loaded so far; empty when the end was reached.
    func obtainOlderHomeTimeline() async throws -> HomeTimelineSlice

    /// A post already loaded in the timeline, at once, or nil when it is not there.
    func obtainLoadedPost(id: String) async -> StatusEntity?

    /// A post as the server has it now.
    func obtainPost(id: String) async throws -> StatusEntity
}
