import FoundationEssentials
import Logging
import MastodonAPI
import Tintype

/// Likes over the outbox, the client and the file cache.
///
/// Writes go through the outbox: saved first, then sent in order with the other writes. Reads
/// keep what was loaded so far, so that "older" continues where the last page stopped, and save
/// the newest page of the posts I liked for an instant next start.
public actor LikeServiceImplementation: LikeService {
    private let client: MastodonClient
    private let writes: OutboxFacade
    private let choices: PostChoiceWrites
    private let records: RecordCache
    private let cacheKey: String
    private let pageSize: Int
    private let now: @Sendable () -> Date

    private var likedPosts: [StatusEntity] = []
    private var likedPostsOlder: PageRequest?
    private let likers = PagedReads<AccountEntity>(identity: \.id)

    public init(
        client: MastodonClient, writes: OutboxFacade, homeTimeline: any HomeTimelineKeeping, cache: FileCache, cacheKey: String,
        pageSize: Int = PageRequest.fullPage, logger: Logger, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.client = client
        self.writes = writes
        choices = PostChoiceWrites(writes: writes, homeTimeline: homeTimeline)
        records = RecordCache(cache: cache, logger: logger)
        self.cacheKey = cacheKey
        self.pageSize = pageSize
        self.now = now
    }

    // MARK: - Writes

    public func performLike(postId: String) async throws -> Post {
        try await choices.send(.like(postId: postId))
    }

    public func performUnlike(postId: String) async throws -> Post {
        let post = try await choices.send(.unlike(postId: postId))
        if let index = likedPosts.firstIndex(where: { $0.id == postId }) {
            likedPosts.remove(at: index)
            _ = saveLikedPosts()
        }
        return post
    }

    // MARK: - Posts I liked

    public func obtainCachedLikedPosts() async -> TimelineSlice? {
        guard let saved = records.read(CacheRecords.Timeline.self, key: likedPostsKey) else { return nil }
        let statuses = withoutWaitingUnlikes(saved.statuses.map(\.entity))
        if likedPosts.isEmpty {
            likedPosts = statuses
            likedPostsOlder = saved.olderMaxId.map { .older(than: $0, limit: pageSize) }
        }
        return TimelineSlice(posts: PostMapper.posts(from: statuses), hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
    }

    public func obtainNewestLikedPosts() async throws -> TimelineSlice {
        let page = try await client.favourites(.newest(limit: pageSize))
        likedPosts = withoutWaitingUnlikes(page.items)
        likedPostsOlder = page.items.isEmpty ? nil : page.older
        let problem = saveLikedPosts()
        return TimelineSlice(
            posts: PostMapper.posts(from: likedPosts), hasOlder: likedPostsOlder != nil, fetchedAt: now(), storageProblem: problem)
    }

    public func obtainOlderLikedPosts() async throws -> TimelineSlice {
        guard let request = likedPostsOlder else {
            return TimelineSlice(posts: PostMapper.posts(from: likedPosts), hasOlder: false, fetchedAt: now())
        }
        let page = try await client.favourites(request)
        let known = Set(likedPosts.map(\.id))
        let added = page.items.filter { !known.contains($0.id) }
        likedPosts += withoutWaitingUnlikes(added)
        likedPostsOlder = added.isEmpty ? nil : page.older
        return TimelineSlice(posts: PostMapper.posts(from: likedPosts), hasOlder: likedPostsOlder != nil, fetchedAt: now())
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

    public func obtainLikers(ofPostId postId: String, more: Bool) async throws -> PageSlice<Profile> {
        try await likers.read(postId, more: more) { [client] in try await client.favouritedBy(statusId: postId, $0) }
            .map(ProfileMapper.profiles(from:))
    }

    // MARK: - Cache

    private var likedPostsKey: String { cacheKey + "-mine" }

    private func saveLikedPosts() -> FileCacheError? {
        let record = CacheRecords.Timeline(
            savedAt: now(), olderMaxId: likedPostsOlder?.maxId, statuses: likedPosts.prefix(pageSize).map(StatusRecord.init))
        return records.write(record, key: likedPostsKey)
    }
}
