import FoundationEssentials
import Logging
import MastodonAPI
import Tintype

/// The home timeline over the Mastodon client and the file cache.
///
/// Keeps the timeline loaded so far, so that "older" continues where the last page stopped and
/// the newest posts are merged on top of it, and saves the newest posts for an instant next start.
/// Each status is mapped to its post once, as it comes; the server's own entity, many times the
/// post's size, is kept only while the status is among those saved.
public actor PostServiceImplementation: PostService, HomeTimelineKeeping {
    /// How many of the newest posts are saved for the next start.
    static let cachedPostLimit = 200

    private let client: MastodonClient
    private let records: RecordCache
    private let cacheKey: String
    private let pageSize: Int
    private let now: @Sendable () -> Date
    private let userStream: StreamHub?

    private let preferences: FileCache?
    private let defaults: FeedDefaults
    /// The feed's choices (replies, large photos) by preference key, once read or made.
    private var choices: [String: Bool] = [:]

    private var timeline: [Loaded] = []
    private var olderRequest: PageRequest?

    /// A status of the timeline: its post, whether a filter of mine hides it from lists, and its
    /// entity while it is among the newest saved.
    private struct Loaded {
        var post: Post
        var isHidden: Bool
        var entity: StatusEntity?

        init(_ entity: StatusEntity) {
            post = PostMapper.post(from: entity)
            isHidden = PostMapper.isHiddenByFilter(entity)
            self.entity = entity
        }
    }

    public init(
        client: MastodonClient, cache: FileCache, cacheKey: String, pageSize: Int = PageRequest.fullPage,
        logger: Logger, now: @escaping @Sendable () -> Date = Date.init, userStream: StreamHub? = nil,
        preferences: FileCache? = nil, defaults: FeedDefaults = FeedDefaults()
    ) {
        self.userStream = userStream
        self.preferences = preferences
        self.defaults = defaults
        self.client = client
        records = RecordCache(cache: cache, logger: logger)
        self.cacheKey = cacheKey
        self.pageSize = pageSize
        self.now = now
    }

    public func obtainCachedHomeTimeline() async -> TimelineSlice? {
        guard let saved = records.read(CacheRecords.Timeline.self, key: cacheKey) else { return nil }
        let statuses = saved.statuses.map(\.entity)
        guard timeline.isEmpty else {
            return TimelineSlice(posts: PostMapper.posts(from: statuses), hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
        }
        timeline = statuses.map(Loaded.init)
        olderRequest = saved.olderMaxId.map { .older(than: $0, limit: pageSize) }
        return TimelineSlice(posts: posts, hasOlder: saved.olderMaxId != nil, fetchedAt: saved.savedAt)
    }

    public func obtainNewestHomeTimeline() async throws -> TimelineSlice {
        let page = try await client.homeTimeline(.newest(limit: pageSize))
        let knownIds = Set(timeline.map(\.post.id))
        if page.items.contains(where: { knownIds.contains($0.id) }) {
            let fresh = Dictionary(page.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let newOnes = page.items.filter { !knownIds.contains($0.id) }
            timeline = newOnes.map(Loaded.init) + timeline.map { loaded in fresh[loaded.post.id].map(Loaded.init) ?? loaded }
        } else {
            // No overlap: there is a gap between the new page and what was loaded, so start anew.
            timeline = page.items.map(Loaded.init)
            olderRequest = page.older
        }
        if page.items.isEmpty { olderRequest = nil }
        let problem = save()
        return TimelineSlice(posts: posts, hasOlder: olderRequest != nil, fetchedAt: now(), storageProblem: problem)
    }

    public func obtainOlderHomeTimeline() async throws -> TimelineSlice {
        guard let request = olderRequest else {
            return TimelineSlice(posts: posts, hasOlder: false, fetchedAt: now())
        }
        let page = try await client.homeTimeline(request)
        let knownIds = Set(timeline.map(\.post.id))
        let added = page.items.filter { !knownIds.contains($0.id) }
        timeline += added.map(Loaded.init)
        olderRequest = added.isEmpty ? nil : page.older
        let problem = save()
        return TimelineSlice(posts: posts, hasOlder: olderRequest != nil, fetchedAt: now(), storageProblem: problem)
    }

    public func obtainLoadedPost(id: String) async -> Post? {
        timeline.first { $0.post.id == id }?.post
    }

    public func obtainPost(id: String) async throws -> Post {
        let status = try await client.status(id: id)
        await updateLoadedPost(status)
        return PostMapper.post(from: status)
    }

    public func obtainHistory(ofPostId postId: String) async throws -> [PostVersion] {
        PostVersionMapper.versions(from: try await client.statusHistory(statusId: postId))
    }

    public func observeNewPosts() async -> AsyncStream<Void> {
        guard let userStream else { return AsyncStream { $0.finish() } }
        return await userStream.signals { event in
            if case .update = event { return true }
            return false
        }
    }

    public func observeChangedPosts() async -> AsyncStream<LivePostChange> {
        guard let userStream else { return AsyncStream { $0.finish() } }
        return await userStream.events { event in
            switch event {
            case .edit(let status): .edited(PostMapper.post(from: status))
            case .delete(let statusId): .deleted(statusId: statusId)
            case .update, .notification, .conversation: nil
            }
        }
    }

    public func updateLoadedPost(_ status: StatusEntity) async {
        var changed = false
        for index in timeline.indices {
            if timeline[index].post.id == status.id {
                let isSaved = timeline[index].entity != nil
                timeline[index] = Loaded(status)
                if !isSaved { timeline[index].entity = nil }
                changed = true
            } else if timeline[index].post.boostedBy != nil, timeline[index].post.originalId == status.id {
                // A boost shows the boosted post: its like and counts are the post's.
                timeline[index].post = timeline[index].post.showing(PostMapper.post(from: status))
                timeline[index].isHidden = timeline[index].isHidden || PostMapper.isHiddenByFilter(status)
                timeline[index].entity = timeline[index].entity?.replacingReblog(with: status)
                changed = true
            }
        }
        if changed { _ = save() }
    }

    public func forgetLoadedPost(id: String) async {
        let before = timeline.count
        timeline.removeAll { $0.post.id == id || ($0.post.boostedBy != nil && $0.post.originalId == id) }
        if timeline.count != before { _ = save() }
    }

    /// Every post loaded that no filter of mine hides, newest first.
    private var posts: [Post] { timeline.compactMap { $0.isHidden ? nil : $0.post } }

    /// Saves the newest posts, and lets go of the entities of those past them; a failure is
    /// reported, never thrown, since the posts themselves came. A status that came back among the
    /// newest (those above it deleted) without its entity is saved from the next page on.
    private func save() -> FileCacheError? {
        for index in timeline.indices.dropFirst(Self.cachedPostLimit) where timeline[index].entity != nil {
            timeline[index].entity = nil
        }
        let kept = Array(timeline.prefix(Self.cachedPostLimit).prefix { $0.entity != nil }.compactMap(\.entity))
        let olderMaxId = kept.count < timeline.count ? kept.last?.id : olderRequest?.maxId
        let saved = CacheRecords.Timeline(savedAt: now(), olderMaxId: olderMaxId, statuses: kept.map(StatusRecord.init))
        return records.write(saved, key: cacheKey)
    }

    // MARK: - Preferences

    public func obtainShowsReplies() async -> Bool { choice(Self.showsRepliesKey) }
    public func saveShowsReplies(_ showsReplies: Bool) async { save(showsReplies, as: Self.showsRepliesKey) }
    public func obtainShowsLargePhotos() async -> Bool { choice(Self.showsLargePhotosKey) }
    public func saveShowsLargePhotos(_ showsLargePhotos: Bool) async { save(showsLargePhotos, as: Self.showsLargePhotosKey) }

    private static let showsRepliesKey = "feed-shows-replies"
    private static let showsLargePhotosKey = "feed-shows-large-photos"

    /// A feed choice as made last in this run, else as saved, else as the configuration says.
    private func choice(_ key: String) -> Bool {
        if let made = choices[key] { return made }
        let saved = PreferenceFlag(preferences: preferences, key: key, defaultValue: defaultValue(of: key)).read()
        choices[key] = saved
        return saved
    }

    private func save(_ value: Bool, as key: String) {
        choices[key] = value
        PreferenceFlag(preferences: preferences, key: key, defaultValue: defaultValue(of: key)).write(value)
    }

    private func defaultValue(of key: String) -> Bool {
        key == Self.showsRepliesKey ? defaults.showsReplies : defaults.showsLargePhotos
    }
}
