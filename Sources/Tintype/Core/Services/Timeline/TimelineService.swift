/// The timelines besides Home: the local and the federated ones, and my lists'.
public protocol TimelineService: Sendable {
    /// The newest posts of the timeline, up to `limit`; a list is found by its title, whatever
    /// its case, and one not there throws `TimelineError.noSuchList`.
    func obtainNewestPosts(of source: TimelineSource, limit: Int) async throws -> [Post]
    /// The titles of my lists.
    func obtainListTitles() async throws -> [String]
    /// The timeline chosen last, kept for the next time; nil before any was.
    func obtainChosenTimeline() async -> TimelineSource?
    func saveChosenTimeline(_ source: TimelineSource) async
    /// The timeline's newest page, or with `more` the next one.
    func obtainPosts(of source: TimelineSource, more: Bool) async throws -> PageSlice<Post>
}

/// A timeline that cannot be read for a reason of its own.
public enum TimelineError: Error, Equatable {
    /// No list of mine has this title; `titles` are those there are.
    case noSuchList(title: String, titles: [String])
}
