import MastodonAPI

@testable import Tintype
@testable import TintypeApp

/// Notifications and groups as the test set them, or a refusal, remembering which kinds were asked for.
struct ActivityServiceStub: ActivityService {
    var notifications: Result<[NotificationEntity], MastodonError> = .success([])
    var cachedActivity: ActivitySlice?
    var activity: Result<ActivitySlice, MastodonError> = .failure(.transport(.unreachable("down")))
    var unseenCount: Result<Int, MastodonError> = .failure(.transport(.unreachable("down")))
    /// Told "seen" each time the loaded activity is marked seen.
    var markedSeen: LockedList<String>?
    /// How many notifications arrive live before the stream ends.
    var newNotifications = 0
    let askedFilters = LockedList<NoticeFilter>()

    func obtainNewestNotifications(filter: NoticeFilter) async throws -> [Notice] {
        askedFilters.append(filter)
        return NoticeMapper.notices(from: try notifications.get())
    }

    func obtainCachedActivity() async -> ActivitySlice? { cachedActivity }

    func obtainNewestActivity(filter: NoticeFilter) async throws -> ActivitySlice {
        askedFilters.append(filter)
        return try activity.get()
    }

    func obtainOlderActivity() async throws -> ActivitySlice { try activity.get() }
    func obtainUnseenCount() async throws -> Int { try unseenCount.get() }
    func markLoadedActivitySeen() async throws { markedSeen?.append("seen") }

    var arrivingNotices: [Notice] = []
    func observeArrivingNotices() async -> AsyncStream<Notice> {
        AsyncStream { continuation in
            for notice in arrivingNotices { continuation.yield(notice) }
            continuation.finish()
        }
    }

    func observeNewNotifications() async -> AsyncStream<Void> {
        AsyncStream { continuation in
            for _ in 0..<newNotifications { continuation.yield() }
            continuation.finish()
        }
    }
}
