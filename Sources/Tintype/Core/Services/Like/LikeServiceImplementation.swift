import Foundation
import Logging
import MastodonAPI

/// Likes over the outbox, the client and the file cache.
///
/// Writes go through the outbox: saved first, then sent in order with the other writes. Reads
/// keep what was loaded so far, so that "older" continues where the last page stopped, and save
/// the newest page of each list for an instant next start. Grouped notifications are asked for
/// until the server says it has none; then its single notifications are grouped here.
public actor LikeServiceImplementation: LikeService {
    /// How many pages of likes are counted for the tab's number, at most.
    static let unseenPagesLimit = 5

    private let client: MastodonClient
    private let writes: OutboxFacade
    private let records: RecordCache
    private let cacheKey: String
    private let pageSize: Int
    private let logger: Logger
    private let now: @Sendable () -> Date
    private let userStream: StreamHub?

    private var hasGroupedNotifications = true
    private var activity: [LikeActivityGroup] = []
    private var activityOlder: PageRequest?
    private var likedPosts: [StatusEntity] = []
    private var likedPostsOlder: PageRequest?
    /// The notification the marker was last moved to by this run, so a list shown again does not
    /// ask the server again.
    private var markedSeenId: String?
    private let likers = PagedReads<AccountEntity>(pageSize: 40, identity: \.id)

    public init(
        client: MastodonClient, writes: OutboxFacade, cache: FileCache, cacheKey: String,
        pageSize: Int = 40, logger: Logger, now: @escaping @Sendable () -> Date = Date.init, userStream: StreamHub? = nil
    ) {
        self.userStream = userStream
        self.client = client
        self.writes = writes
        records = RecordCache(cache: cache, logger: logger)
        self.cacheKey = cacheKey
        self.pageSize = pageSize
        self.logger = logger
        self.now = now
    }

    // MARK: - Writes

    public func performLike(postId: String) async throws -> StatusEntity {
        try await writes.queueAndSend(.like(postId: postId))
    }

    public func performUnlike(postId: String) async throws -> StatusEntity {
        let status = try await writes.queueAndSend(.unlike(postId: postId))
        if let index = likedPosts.firstIndex(where: { $0.id == postId }) {
            likedPosts.remove(at: index)
            _ = saveLikedPosts()
        }
        return status
    }

    // MARK: - Likes of my posts

    public func obtainCachedLikeActivity() async -> LikeActivitySlice? {
        guard let saved = records.read(CacheRecords.LikeActivity.self, key: activityKey) else { return nil }
        let groups = saved.groups.map {
            LikeActivityGroup(
                post: $0.post.entity, likers: $0.likers.map(\.entity), likesCount: $0.likesCount,
                newestNotificationId: $0.newestNotificationId, latestLikeAt: $0.latestLikeAt)
        }
        if activity.isEmpty {
            activity = groups
            activityOlder = saved.olderMaxId.map { .older(than: $0, limit: pageSize) }
        }
        return LikeActivitySlice(groups: groups, hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
    }

    public func obtainNewestLikeActivity() async throws -> LikeActivitySlice {
        let (groups, older) = try await likeActivityPage(.newest(limit: pageSize))
        activity = groups
        activityOlder = older
        let problem = saveActivity()
        return LikeActivitySlice(groups: activity, hasOlder: activityOlder != nil, fetchedAt: now(), storageProblem: problem)
    }

    public func obtainOlderLikeActivity() async throws -> LikeActivitySlice {
        guard let request = activityOlder else {
            return LikeActivitySlice(groups: activity, hasOlder: false, fetchedAt: now())
        }
        let (groups, older) = try await likeActivityPage(request)
        activity = LikeActivityGrouping.appending(groups, to: activity, countsArePerPage: !hasGroupedNotifications)
        // A page that added nothing ends the paging, whatever its Link header says.
        activityOlder = older == request ? nil : older
        return LikeActivitySlice(groups: activity, hasOlder: activityOlder != nil, fetchedAt: now())
    }

    /// One page of likes in groups, from the grouped API while the server has it.
    private func likeActivityPage(_ request: PageRequest) async throws -> ([LikeActivityGroup], PageRequest?) {
        let types = [LikeActivityGrouping.likeType]
        if hasGroupedNotifications {
            do {
                let page = try await client.groupedNotifications(types: types, request)
                return (LikeActivityGrouping.groups(from: page), page.groups.isEmpty ? nil : page.older)
            } catch MastodonError.notFound {
                logger.info("the server has no grouped notifications; grouping likes here")
                hasGroupedNotifications = false
            }
        }
        let page = try await client.notifications(types: types, request)
        return (LikeActivityGrouping.groups(from: page.items), page.items.isEmpty ? nil : page.older)
    }

    // MARK: - Unseen likes

    public func obtainUnseenLikesCount() async throws -> Int {
        let marker = try await lastSeenId()
        var count = 0
        var request = PageRequest.newest(limit: pageSize)
        for _ in 0..<Self.unseenPagesLimit {
            let page = try await client.notifications(types: [LikeActivityGrouping.likeType], request)
            // The filter is asked for, but a server may send other types all the same.
            let likes = page.items.filter { $0.type == LikeActivityGrouping.likeType }
            count += likes.filter { isUnseen($0.id, marker: marker) }.count
            let reachedSeen = page.items.contains { !isUnseen($0.id, marker: marker) }
            guard !reachedSeen, !page.items.isEmpty, let older = page.older, older != request else { break }
            request = older
        }
        return count
    }

    public func markLoadedLikesSeen() async throws {
        let newest = activity.map(\.newestNotificationId).filter { !$0.isEmpty }.max { ServerIdOrder.isNewer($1, than: $0) }
        guard let newest, newest != markedSeenId else { return }
        markedSeenId = newest
        do {
            try await markLikesSeen(upToNotificationId: newest)
        } catch {
            // Tried again the next time the likes are shown.
            if markedSeenId == newest { markedSeenId = nil }
            throw error
        }
    }

    private func markLikesSeen(upToNotificationId notificationId: String) async throws {
        let local = records.read(CacheRecords.SeenLikes.self, key: seenKey)?.lastReadId
        if local.map({ ServerIdOrder.isNewer(notificationId, than: $0) }) ?? true {
            records.write(CacheRecords.SeenLikes(lastReadId: notificationId), key: seenKey)
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
        let local = records.read(CacheRecords.SeenLikes.self, key: seenKey)?.lastReadId
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

    // MARK: - Posts I liked

    public func obtainCachedLikedPosts() async -> TimelineSlice? {
        guard let saved = records.read(CacheRecords.Timeline.self, key: likedPostsKey) else { return nil }
        let statuses = withoutWaitingUnlikes(saved.statuses.map(\.entity))
        if likedPosts.isEmpty {
            likedPosts = statuses
            likedPostsOlder = saved.olderMaxId.map { .older(than: $0, limit: pageSize) }
        }
        return TimelineSlice(statuses: statuses, hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
    }

    public func obtainNewestLikedPosts() async throws -> TimelineSlice {
        let page = try await client.favourites(.newest(limit: pageSize))
        likedPosts = withoutWaitingUnlikes(page.items)
        likedPostsOlder = page.items.isEmpty ? nil : page.older
        let problem = saveLikedPosts()
        return TimelineSlice(statuses: likedPosts, hasOlder: likedPostsOlder != nil, fetchedAt: now(), storageProblem: problem)
    }

    public func obtainOlderLikedPosts() async throws -> TimelineSlice {
        guard let request = likedPostsOlder else {
            return TimelineSlice(statuses: likedPosts, hasOlder: false, fetchedAt: now())
        }
        let page = try await client.favourites(request)
        let known = Set(likedPosts.map(\.id))
        let added = page.items.filter { !known.contains($0.id) }
        likedPosts += withoutWaitingUnlikes(added)
        likedPostsOlder = added.isEmpty ? nil : page.older
        return TimelineSlice(statuses: likedPosts, hasOlder: likedPostsOlder != nil, fetchedAt: now())
    }

    /// An unlike still waiting in the outbox is the person's last word on that post, whatever the
    /// server or the cache still says.
    private func withoutWaitingUnlikes(_ statuses: [StatusEntity]) -> [StatusEntity] {
        let waitingUnlikes = Set(
            writes.queuedItems { _ in true }.compactMap { item -> String? in
                guard case .unlike(let postId) = item.action else { return nil }
                return postId
            })
        return statuses.filter { !waitingUnlikes.contains($0.id) }
    }

    public func observeNewLikes() async -> AsyncStream<Void> {
        guard let userStream else { return AsyncStream { $0.finish() } }
        return await userStream.signals { event in
            guard case .notification(let notification) = event else { return false }
            return notification.type == LikeActivityGrouping.likeType
        }
    }

    public func obtainLikers(ofPostId postId: String, more: Bool) async throws -> PagedReads<AccountEntity>.Slice {
        try await likers.read(postId, more: more) { [client] in try await client.favouritedBy(statusId: postId, $0) }
    }

    // MARK: - Cache

    private var activityKey: String { cacheKey + "-activity" }
    private var likedPostsKey: String { cacheKey + "-mine" }
    private var seenKey: String { cacheKey + "-seen" }

    /// Saves the first page's groups only: a start shows the newest, and pages on from the server.
    private func saveActivity() -> FileCacheError? {
        let kept = activity.prefix(pageSize)
        let record = CacheRecords.LikeActivity(
            savedAt: now(), olderMaxId: activityOlder?.maxId,
            groups: kept.map {
                CacheRecords.LikeActivity.Group(
                    post: StatusRecord($0.post), likers: $0.likers.map(AccountRecord.init), likesCount: $0.likesCount,
                    newestNotificationId: $0.newestNotificationId, latestLikeAt: $0.latestLikeAt)
            })
        return records.write(record, key: activityKey)
    }

    private func saveLikedPosts() -> FileCacheError? {
        let record = CacheRecords.Timeline(
            savedAt: now(), olderMaxId: likedPostsOlder?.maxId, statuses: likedPosts.prefix(pageSize).map(StatusRecord.init))
        return records.write(record, key: likedPostsKey)
    }
}
