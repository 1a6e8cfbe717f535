import Foundation
import MastodonAPI

@testable import Tintype
@testable import TintypeApp

/// A post service that answers with what the test set up.
actor PostServiceStub: PostService, HomeTimelineKeeping {
    var cached: TimelineSlice?
    var newest: Result<TimelineSlice, MastodonError> = .failure(.transport(.unreachable("down")))
    var older: Result<TimelineSlice, MastodonError> = .failure(.transport(.unreachable("down")))

    init(
        cached: TimelineSlice? = nil, newest: Result<TimelineSlice, MastodonError>? = nil,
        older: Result<TimelineSlice, MastodonError>? = nil, holdsOlder: Bool = false
    ) {
        olderHeld = holdsOlder
        self.cached = cached
        if let newest { self.newest = newest }
        if let older { self.older = older }
    }

    func obtainCachedHomeTimeline() async -> TimelineSlice? { cached }
    func obtainNewestHomeTimeline() async throws -> TimelineSlice { try newest.get() }
    func obtainOlderHomeTimeline() async throws -> TimelineSlice {
        olderWasAsked = true
        olderAsked.forEach { $0.resume() }
        olderAsked = []
        if olderHeld { await withCheckedContinuation { olderLetGo = $0 } }
        return try older.get()
    }

    /// Whether the older page waits for `letOlderGo` before it comes.
    private var olderHeld: Bool
    private var olderLetGo: CheckedContinuation<Void, Never>?
    private var olderAsked: [CheckedContinuation<Void, Never>] = []
    private var olderWasAsked = false

    /// Returns once the older page has been asked for.
    func waitUntilOlderAskedFor() async {
        guard !olderWasAsked else { return }
        await withCheckedContinuation { olderAsked.append($0) }
    }

    func letOlderGo() {
        olderLetGo?.resume()
        olderLetGo = nil
    }
    func obtainLoadedPost(id: String) async -> Post? { cached?.posts.first { $0.id == id } }
    func obtainPost(id: String) async throws -> Post {
        guard let post = try newest.get().posts.first(where: { $0.id == id }) else { throw MastodonError.notFound(nil) }
        return post
    }

    var history: Result<[StatusEditEntity], MastodonError> = .failure(.notFound(nil))
    func obtainHistory(ofPostId postId: String) async throws -> [PostVersion] { PostVersionMapper.versions(from: try history.get()) }
    func setHistory(_ edits: [StatusEditEntity]) { history = .success(edits) }

    var updatedPosts: [StatusEntity] = []
    func updateLoadedPost(_ status: StatusEntity) async { updatedPosts.append(status) }
    var forgottenPostIds: [String] = []
    func forgetLoadedPost(id: String) async { forgottenPostIds.append(id) }
    var showsReplies = false
    func obtainShowsReplies() async -> Bool { showsReplies }
    func saveShowsReplies(_ showsReplies: Bool) async { self.showsReplies = showsReplies }
    var showsLargePhotos = false
    func obtainShowsLargePhotos() async -> Bool { showsLargePhotos }
    func saveShowsLargePhotos(_ showsLargePhotos: Bool) async { self.showsLargePhotos = showsLargePhotos }
    /// How many posts arrive live before the stream ends.
    var newPosts = 0
    func setNewPosts(_ count: Int) { newPosts = count }
    func observeNewPosts() async -> AsyncStream<Void> {
        AsyncStream { [newPosts] continuation in
            for _ in 0..<newPosts { continuation.yield() }
            continuation.finish()
        }
    }
    /// What the stream tells of posts already out, before it ends.
    var changedPosts: [LivePostChange] = []
    func setChangedPosts(_ changes: [LivePostChange]) { changedPosts = changes }
    func observeChangedPosts() async -> AsyncStream<LivePostChange> {
        AsyncStream { [changedPosts] continuation in
            for change in changedPosts { continuation.yield(change) }
            continuation.finish()
        }
    }
}

/// A like service that answers with the liked status, or refuses.
struct LikeServiceStub: LikeService {
    var refusal: MastodonError?
    var cachedLikedPosts: TimelineSlice?
    var likedPosts: Result<TimelineSlice, MastodonError> = .failure(.transport(.unreachable("down")))
    var likers: Result<Page<AccountEntity>, MastodonError> = .failure(.transport(.unreachable("down")))

    func performLike(postId: String) async throws -> Post {
        if let refusal { throw refusal }
        return PostMapper.post(from: EntityFixture.status(id: postId, favourited: true))
    }

    func performUnlike(postId: String) async throws -> Post {
        if let refusal { throw refusal }
        return PostMapper.post(from: EntityFixture.status(id: postId, favourited: false))
    }

    func obtainCachedLikedPosts() async -> TimelineSlice? { cachedLikedPosts }
    func obtainNewestLikedPosts() async throws -> TimelineSlice { try likedPosts.get() }
    func obtainOlderLikedPosts() async throws -> TimelineSlice { try likedPosts.get() }
    func obtainLikers(ofPostId postId: String, more: Bool) async throws -> PageSlice<Profile> {
        try likers.get().slice.map(ProfileMapper.profiles(from:))
    }
}

/// An account service that answers with the accounts, posts and pages the test set up, or fails.
struct AccountServiceStub: AccountService {
    var account: AccountEntity?
    var accounts: [String: AccountEntity] = [:]
    var cachedAccounts: [String: AccountEntity] = [:]
    var relationship: RelationshipEntity?
    var posts: Result<Page<StatusEntity>, MastodonError> = .failure(.transport(.unreachable("down")))
    var followers: Result<Page<AccountEntity>, MastodonError> = .failure(.transport(.unreachable("down")))
    var showsPostsAsGrid = true

    func obtainShowsPostsAsGrid() async -> Bool { showsPostsAsGrid }
    func saveShowsPostsAsGrid(_ showsGrid: Bool) async {}

    func obtainCurrentAccount() async throws -> Profile {
        guard let account else { throw MastodonError.unauthorized(nil) }
        return ProfileMapper.profile(from: account)
    }

    func obtainAccount(withId accountId: String) async throws -> Profile {
        guard let account = accounts[accountId] else { throw MastodonError.notFound(nil) }
        return ProfileMapper.profile(from: account)
    }

    func obtainCachedAccount(withId accountId: String) async -> Profile? { cachedAccounts[accountId].map(ProfileMapper.profile(from:)) }

    func obtainAccount(withHandle handle: String) async throws -> Profile {
        guard let account = accounts.values.first(where: { $0.acct == handle }) else { throw MastodonError.notFound(nil) }
        return ProfileMapper.profile(from: account)
    }

    func obtainRelationship(withAccountId accountId: String) async throws -> Relationship {
        guard let relationship else { throw MastodonError.notFound(nil) }
        return ProfileMapper.relationship(from: relationship)
    }

    func obtainPosts(ofAccountId accountId: String, onlyWithMedia: Bool, more: Bool) async throws -> PageSlice<Post> {
        try posts.get().slice.map(PostMapper.posts(from:))
    }

    func obtainFollowers(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile> {
        try followers.get().slice.map(ProfileMapper.profiles(from:))
    }

    func obtainFollowing(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile> {
        try followers.get().slice.map(ProfileMapper.profiles(from:))
    }
}

extension Page {
    /// The page as a service answers it: its items, and whether there are more.
    var slice: PageSlice<Item> { PageSlice(items: items, hasMore: older != nil) }
}

/// A follow service that answers as a server would, or refuses.
struct FollowServiceStub: FollowService {
    var refusal: MastodonError?
    var isLocked = false

    func performFollow(accountId: String) async throws -> Relationship {
        if let refusal { throw refusal }
        return Relationship(isFollowing: !isLocked, isRequested: isLocked)
    }

    func performUnfollow(accountId: String) async throws -> Relationship {
        if let refusal { throw refusal }
        return Relationship()
    }

    func performAcceptFollowRequest(accountId: String) async throws -> Relationship {
        if let refusal { throw refusal }
        return Relationship(isFollowedBy: true)
    }

    func performRejectFollowRequest(accountId: String) async throws -> Relationship {
        if let refusal { throw refusal }
        return Relationship()
    }
}

/// A post service whose calls never finish, to show that closing a module does not wait on them.
struct HangingPostService: PostService {
    func observeNewPosts() async -> AsyncStream<Void> { AsyncStream { _ in } }
    func observeChangedPosts() async -> AsyncStream<LivePostChange> { AsyncStream { _ in } }

    func obtainCachedHomeTimeline() async -> TimelineSlice? {
        try? await Task.sleep(for: .seconds(3600))
        return nil
    }

    func obtainNewestHomeTimeline() async throws -> TimelineSlice {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }

    func obtainOlderHomeTimeline() async throws -> TimelineSlice {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }

    func obtainLoadedPost(id: String) async -> Post? { nil }

    func obtainHistory(ofPostId postId: String) async throws -> [PostVersion] {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }

    func obtainPost(id: String) async throws -> Post {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }

    func forgetLoadedPost(id: String) async {}
    func obtainShowsReplies() async -> Bool { false }
    func saveShowsReplies(_ showsReplies: Bool) async {}
    func obtainShowsLargePhotos() async -> Bool { false }
    func saveShowsLargePhotos(_ showsLargePhotos: Bool) async {}
}

enum EntityFixture {
    static func status(
        id: String, content: String = "<p>Hello <b>world</b></p>", favourited: Bool = false, reblogged: Bool = false,
        bookmarked: Bool = false, inReplyToId: String? = nil
    ) -> StatusEntity {
        StatusEntity(
            id: id, createdAt: Date(timeIntervalSince1970: 1_000_000),
            account: AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper"),
            content: content, inReplyToId: inReplyToId, isFavourited: favourited, isReblogged: reblogged, isBookmarked: bookmarked)
    }
}

/// Boosts that answer with the post boosted or not, or a refusal.
struct BoostServiceStub: BoostService {
    var refusal: MastodonError?

    func performBoost(postId: String) async throws -> Post {
        if let refusal { throw refusal }
        return PostMapper.post(from: EntityFixture.status(id: postId, reblogged: true))
    }

    func performUnboost(postId: String) async throws -> Post {
        if let refusal { throw refusal }
        return PostMapper.post(from: EntityFixture.status(id: postId, reblogged: false))
    }
}

/// Translations into pig latin's cousin, upper case, or a refusal.
struct TranslationServiceStub: TranslationService {
    var refusal: MastodonError?

    func translate(postId: String) async throws -> PostTranslation {
        if let refusal { throw refusal }
        return PostTranslation(caption: "TRANSLATED \(postId)", sourceLanguage: "es", provider: "Stub")
    }
}

/// Other timelines that are empty, and the lists the test names.
struct TimelineServiceStub: TimelineService {
    var listTitles: [String] = []

    func obtainNewestPosts(of source: TimelineSource, limit: Int) async throws -> [Post] { [] }
    func obtainListTitles() async throws -> [String] { listTitles }
    func obtainPosts(of source: TimelineSource, more: Bool) async throws -> PageSlice<Post> { PageSlice(items: [], hasMore: false) }
    func obtainChosenTimeline() async -> TimelineSource? { nil }
    func saveChosenTimeline(_ source: TimelineSource) async {}
}

/// Quotes of a post as the test sets them; a quote taken back answers the quoting post with its
/// quote removed, or a refusal.
struct QuoteServiceStub: QuoteService {
    var quotes: [Post] = []
    var refusal: MastodonError?

    func obtainQuotes(ofPostId postId: String, more: Bool) async throws -> PageSlice<Post> { PageSlice(items: quotes, hasMore: false) }
    func revokeQuote(ofPostId postId: String, quotingPostId: String) async throws -> Post {
        if let refusal { throw refusal }
        var post = PostMapper.post(from: EntityFixture.status(id: quotingPostId))
        post.quote = .removed
        return post
    }
}

/// Votes that answer with the post and my vote in its poll, or a refusal.
struct PollServiceStub: PollService {
    var refusal: MastodonError?

    func performVote(postId: String, pollId: String, choices: [Int]) async throws -> Post {
        if let refusal { throw refusal }
        var post = PostMapper.post(from: EntityFixture.status(id: postId))
        post.poll = Poll(id: pollId, options: [.init(title: "moth", votesCount: 1)], votesCount: 1, hasVoted: true, ownVotes: choices)
        return post
    }
}

/// Saves that answer with the post saved or not, or a refusal; saved posts as the test set them.
struct SaveServiceStub: SaveService {
    var refusal: MastodonError?
    var savedPosts: Result<[StatusEntity], MastodonError> = .success([])

    func obtainSavedPosts(more: Bool) async throws -> PageSlice<Post> {
        PageSlice(items: PostMapper.posts(from: try savedPosts.get()), hasMore: false)
    }

    func performSave(postId: String) async throws -> Post {
        if let refusal { throw refusal }
        return PostMapper.post(from: EntityFixture.status(id: postId, bookmarked: true))
    }

    func performUnsave(postId: String) async throws -> Post {
        if let refusal { throw refusal }
        return PostMapper.post(from: EntityFixture.status(id: postId, bookmarked: false))
    }
}

/// A comment service over memory: replies as the test set them, an outbox and drafts in
/// dictionaries, and sending that answers, refuses, or never finishes.
actor CommentServiceStub: CommentService {
    var replies: Result<[StatusEntity], MastodonError>
    var sendResult: Result<StatusEntity, MastodonError>?
    var queued: [OutboxItem] = []
    var drafts: [String: String] = [:]
    var sentItems: [OutboxItem] = []
    private var sendStartWaiters: [CheckedContinuation<Void, Never>] = []
    /// When set, a taken-back comment turns out to have arrived as this status.
    var takeBackArrival: StatusEntity?
    let characterLimit: Int

    init(
        replies: Result<[StatusEntity], MastodonError> = .success([]), sendResult: Result<StatusEntity, MastodonError>? = nil,
        characterLimit: Int = 500
    ) {
        self.replies = replies
        self.sendResult = sendResult
        self.characterLimit = characterLimit
    }

    /// When set, what is queued is delivered while the replies are being fetched, and the
    /// replies were read before it arrived: the start of a run that found a comment left over.
    var deliversQueuedDuringFetch = false
    func setDeliversQueuedDuringFetch() { deliversQueuedDuringFetch = true }

    func obtainReplies(toPostId postId: String) async throws -> [Comment] {
        if deliversQueuedDuringFetch { queued = [] }
        return try replies.get().map(CommentMapper.comment(from:))
    }
    func obtainQueuedComments() async -> [OutboxItem] { queued }

    func queueComment(_ text: String, inReplyToId: String) async throws -> OutboxItem {
        let item = OutboxItem(action: .comment(text: text, inReplyToId: inReplyToId))
        queued.append(item)
        return item
    }

    /// Returns once a comment is being sent: an awaitable point for a test whose send never ends.
    func waitUntilSendStarts() async {
        guard sentItems.isEmpty else { return }
        await withCheckedContinuation { sendStartWaiters.append($0) }
    }

    func sendComment(_ item: OutboxItem) async throws -> Comment {
        sentItems.append(item)
        sendStartWaiters.forEach { $0.resume() }
        sendStartWaiters.removeAll()
        guard let sendResult else {
            try await Task.sleep(for: .seconds(3600))
            throw CancellationError()
        }
        let status = try sendResult.get()
        queued.removeAll { $0.id == item.id }
        return CommentMapper.comment(from: status)
    }

    private var sentWrites = SentWritesRelay<Comment>()
    func observeSentComments() async -> AsyncStream<SentWrite<Comment>> { sentWrites.listen() }
    var isObservingSentComments: Bool { sentWrites.isListenedTo }

    /// The outbox sends a queued comment by itself, with no one following it.
    func confirmByItself(_ item: OutboxItem, as status: StatusEntity) {
        queued.removeAll { $0.id == item.id }
        sentWrites.tell(item, wentOutAs: CommentMapper.comment(from: status))
    }

    func takeBackComment(withId itemId: String) async throws -> WriteTakeBack<Comment> {
        guard let item = queued.first(where: { $0.id == itemId }), case .comment(let text, let postId) = item.action else {
            throw OutboxError.superseded
        }
        if let takeBackArrival { return .alreadySent(CommentMapper.comment(from: takeBackArrival)) }
        queued.removeAll { $0.id == itemId }
        let merged = DraftStore.merged(drafts[postId] ?? "", text)
        drafts[postId] = merged
        return .draft(merged)
    }
    func obtainDraft(forReplyToId postId: String) async -> String { drafts[postId] ?? "" }
    func saveDraft(_ text: String, forReplyToId postId: String) async throws { drafts[postId] = text }
    func obtainCharacterLimit() async -> Int { characterLimit }

    func setQueued(_ items: [OutboxItem]) { queued = items }
    func setTakeBackArrival(_ status: StatusEntity) { takeBackArrival = status }
}

/// Choices settled as the test set them, told before the stream ends.
struct ChoiceServiceStub: ChoiceService {
    var settled: [SettledChoice] = []

    func observeSettledChoices() async -> AsyncStream<SettledChoice> {
        AsyncStream { [settled] continuation in
            for choice in settled { continuation.yield(choice) }
            continuation.finish()
        }
    }
}
