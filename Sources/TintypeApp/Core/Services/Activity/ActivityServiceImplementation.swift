import FoundationEssentials
import Logging
import MastodonAPI
import Tintype

/// Notifications over the client and the file cache.
///
/// Keeps what was loaded so far, so that "older" continues where the last page stopped, and saves
/// the newest page of every type for an instant next start. Grouped notifications are asked for
/// until the server says it has none; then its single notifications are grouped here.
public actor ActivityServiceImplementation: ActivityService {
    /// How many pages are counted for the tab's number, at most.
    static let unseenPagesLimit = 5

    private let client: MastodonClient
    private let records: RecordCache
    private let cacheKey: String
    private let pageSize: Int
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let userStream: StreamHub?

    private var hasGroupedNotifications = true
    private var groups: [NotificationGroup] = []
    private var types: [String] = []
    private var older: PageRequest?
    /// The notification the marker was last moved to by this run, so a list shown again does not
    /// ask the server again.
    private var markedSeenId: String?

    public init(
        client: MastodonClient, cache: FileCache, cacheKey: String, pageSize: Int = PageRequest.fullPage, logger: Logger,
        now: @escaping @Sendable () -> Date = Date.init, userStream: StreamHub? = nil
    ) {
        self.client = client
        records = RecordCache(cache: cache, logger: logger)
        self.cacheKey = cacheKey
        self.pageSize = pageSize
        self.logger = logger
        self.now = now
        self.userStream = userStream
    }

    public func obtainNewestNotifications(filter: NoticeFilter) async throws -> [Notice] {
        NoticeMapper.notices(from: try await client.notifications(types: NoticeMapper.types(for: filter), .newest(limit: pageSize)).items)
    }

    // MARK: - Groups

    public func obtainCachedActivity() async -> ActivitySlice? {
        guard let saved = records.read(CacheRecords.Activity.self, key: listKey) else { return nil }
        let groups = saved.groups.map {
            NotificationGroup(
                key: $0.key, type: $0.type, post: $0.post?.entity, accounts: $0.accounts.map(\.entity), count: $0.count,
                newestNotificationId: $0.newestNotificationId, latestAt: $0.latestAt)
        }
        if self.groups.isEmpty, types.isEmpty {
            self.groups = groups
            older = saved.olderMaxId.map { .older(than: $0, limit: pageSize) }
        }
        return ActivitySlice(groups: NoticeGroupMapper.groups(from: groups), hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
    }

    public func obtainNewestActivity(filter: NoticeFilter) async throws -> ActivitySlice {
        let types = NoticeMapper.types(for: filter)
        let (groups, older) = try await page(.newest(limit: pageSize), types: types)
        self.groups = groups
        self.types = types
        self.older = older
        let problem = types.isEmpty ? save() : nil
        return ActivitySlice(
            groups: NoticeGroupMapper.groups(from: groups), hasOlder: older != nil, fetchedAt: now(), storageProblem: problem)
    }

    public func obtainOlderActivity() async throws -> ActivitySlice {
        guard let request = older else {
            return ActivitySlice(groups: NoticeGroupMapper.groups(from: groups), hasOlder: false, fetchedAt: now())
        }
        let (page, pageOlder) = try await page(request, types: types)
        groups = NotificationGrouping.appending(page, to: groups, countsArePerPage: !hasGroupedNotifications)
        // A page that added nothing ends the paging, whatever its Link header says.
        older = pageOlder == request ? nil : pageOlder
        return ActivitySlice(groups: NoticeGroupMapper.groups(from: groups), hasOlder: older != nil, fetchedAt: now())
    }

    /// One page in groups, from the grouped API while the server has it.
    private func page(_ request: PageRequest, types: [String]) async throws -> ([NotificationGroup], PageRequest?) {
        if hasGroupedNotifications {
            do {
                let page = try await client.groupedNotifications(types: types, request)
                return (wanted(NotificationGrouping.groups(from: page), types: types), page.groups.isEmpty ? nil : page.older)
            } catch MastodonError.notFound {
                logger.info("the server has no grouped notifications; grouping them here")
                hasGroupedNotifications = false
            }
        }
        let page = try await client.notifications(types: types, request)
        return (wanted(NotificationGrouping.groups(from: page.items), types: types), page.items.isEmpty ? nil : page.older)
    }

    /// The filter is asked for, but a server may send other types all the same.
    private func wanted(_ groups: [NotificationGroup], types: [String]) -> [NotificationGroup] {
        types.isEmpty ? groups : groups.filter { types.contains($0.type) }
    }

    // MARK: - Unseen

    public func obtainUnseenCount() async throws -> Int {
        let marker = try await lastSeenId()
        var count = 0
        var request = PageRequest.newest(limit: pageSize)
        for _ in 0..<Self.unseenPagesLimit {
            let page = try await client.notifications(types: [], request)
            count += page.items.filter { isUnseen($0.id, marker: marker) }.count
            let reachedSeen = page.items.contains { !isUnseen($0.id, marker: marker) }
            guard !reachedSeen, !page.items.isEmpty, let older = page.older, older != request else { break }
            request = older
        }
        return count
    }

    public func markLoadedActivitySeen() async throws {
        let newest = groups.map(\.newestNotificationId).filter { !$0.isEmpty }.max { ServerIdOrder.isNewer($1, than: $0) }
        guard let newest, newest != markedSeenId else { return }
        markedSeenId = newest
        do {
            try await markSeen(upToNotificationId: newest)
        } catch {
            // Tried again the next time the activity is shown.
            if markedSeenId == newest { markedSeenId = nil }
            throw error
        }
    }

    private func markSeen(upToNotificationId notificationId: String) async throws {
        let local = records.read(CacheRecords.SeenNotifications.self, key: seenKey)?.lastReadId
        if local.map({ ServerIdOrder.isNewer(notificationId, than: $0) }) ?? true {
            records.write(CacheRecords.SeenNotifications(lastReadId: notificationId), key: seenKey)
        }
        do {
            if let saved = try await client.notificationsMarker()?.lastReadId, !ServerIdOrder.isNewer(notificationId, than: saved) {
                return
            }
            try await client.saveNotificationsMarker(lastReadId: notificationId)
        } catch MastodonError.notFound {
            // A server without markers: the copy kept here is the only one.
        }
    }

    private func isUnseen(_ notificationId: String, marker: String?) -> Bool {
        marker.map { ServerIdOrder.isNewer(notificationId, than: $0) } ?? true
    }

    /// The newer of the server's marker and the one kept here; nil when neither was ever set.
    private func lastSeenId() async throws -> String? {
        let local = records.read(CacheRecords.SeenNotifications.self, key: seenKey)?.lastReadId
        let remote: String?
        do {
            remote = try await client.notificationsMarker()?.lastReadId
        } catch MastodonError.notFound {
            remote = nil
        }
        switch (local, remote) {
        case (let local?, let remote?): return ServerIdOrder.isNewer(local, than: remote) ? local : remote
        default: return local ?? remote
        }
    }

    public func observeNewNotifications() async -> AsyncStream<Void> {
        guard let userStream else { return AsyncStream { $0.finish() } }
        return await userStream.signals { event in
            guard case .notification = event else { return false }
            return true
        }
    }

    public func observeArrivingNotices() async -> AsyncStream<Notice> {
        guard let userStream else { return AsyncStream { $0.finish() } }
        return await userStream.events { event in
            guard case .notification(let entity) = event else { return nil }
            return NoticeMapper.notice(from: entity)
        }
    }

    // MARK: - Cache

    private var listKey: String { cacheKey + "-list" }
    private var seenKey: String { cacheKey + "-seen" }

    /// Saves the first page's groups only: a start shows the newest, and pages on from the server.
    private func save() -> FileCacheError? {
        let record = CacheRecords.Activity(
            savedAt: now(), olderMaxId: older?.maxId,
            groups: groups.prefix(pageSize).map {
                CacheRecords.Activity.Group(
                    key: $0.key, type: $0.type, post: $0.post.map(StatusRecord.init), accounts: $0.accounts.map(AccountRecord.init),
                    count: $0.count, newestNotificationId: $0.newestNotificationId, latestAt: $0.latestAt)
            })
        return records.write(record, key: listKey)
    }
}
