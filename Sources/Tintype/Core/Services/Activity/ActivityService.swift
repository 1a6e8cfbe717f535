/// Everything that happened to the signed-in account (likes, comments, mentions, follows, follow
/// requests, boosts), how much of it came since I last looked, and live word of more.
public protocol ActivityService: Sendable {
    /// The newest notifications of the kinds the filter picks, newest first, one by one.
    func obtainNewestNotifications(filter: NoticeFilter) async throws -> [Notice]

    /// Everything saved by the last run, or nil when nothing was.
    func obtainCachedActivity() async -> ActivitySlice?
    /// The newest notifications of the kinds the filter picks, in groups; they replace what was
    /// loaded, and are saved when they are of every kind.
    func obtainNewestActivity(filter: NoticeFilter) async throws -> ActivitySlice
    /// The page older than what was loaded, of the same types, added below it; answers with every
    /// group loaded.
    func obtainOlderActivity() async throws -> ActivitySlice

    /// How many notifications arrived after the notifications marker (all of them while no client
    /// has set it), counted up to a few pages.
    func obtainUnseenCount() async throws -> Int
    /// Moves the notifications marker up to the newest notification loaded, never back, on the
    /// server where it keeps markers and here in any case; once for each newest notification.
    func markLoadedActivitySeen() async throws

    /// Says each time a notification arrives, live, while the caller reads; nothing where the
    /// server does not stream.
    func observeNewNotifications() async -> AsyncStream<Void>

    /// Each notification as it arrives, live, while the caller reads; nothing where the server
    /// does not stream.
    func observeArrivingNotices() async -> AsyncStream<Notice>
}
