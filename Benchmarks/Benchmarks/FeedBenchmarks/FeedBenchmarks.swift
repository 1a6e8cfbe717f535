import Benchmark
import Foundation
import Imaging
import Localisation
import MastodonAPI
import TerminalUI
import Tintype
import TintypeApp

/// A post service that answers at once with a fixed timeline, so drawing can be measured alone.
struct FixedPostService: PostService {
    let statuses: [StatusEntity]

    func obtainCachedHomeTimeline() async -> TimelineSlice? { nil }
    func obtainNewestHomeTimeline() async throws -> TimelineSlice {
        TimelineSlice(posts: PostMapper.posts(from: statuses), hasOlder: false, fetchedAt: Date())
    }
    func obtainOlderHomeTimeline() async throws -> TimelineSlice {
        TimelineSlice(posts: [], hasOlder: false, fetchedAt: Date())
    }
    func obtainLoadedPost(id: String) async -> Post? { statuses.first { $0.id == id }.map(PostMapper.post(from:)) }
    func obtainHistory(ofPostId postId: String) async throws -> [PostVersion] { [] }
    func obtainPost(id: String) async throws -> Post {
        guard let status = statuses.first(where: { $0.id == id }) else { throw MastodonError.notFound(nil) }
        return PostMapper.post(from: status)
    }
    func forgetLoadedPost(id: String) async {}
    func observeNewPosts() async -> AsyncStream<Void> { AsyncStream { $0.finish() } }
    func observeChangedPosts() async -> AsyncStream<LivePostChange> { AsyncStream { $0.finish() } }
    func obtainShowsReplies() async -> Bool { false }
    func saveShowsReplies(_ showsReplies: Bool) async {}
    func obtainShowsLargePhotos() async -> Bool { false }
    func saveShowsLargePhotos(_ showsLargePhotos: Bool) async {}
}

/// Likes whose answer never comes: each like or unlike stays the person's last word, shown on
/// every screen, however many are made.
struct UnansweredLikes: LikeService {
    func performLike(postId: String) async throws -> Post { try await unanswered() }
    func performUnlike(postId: String) async throws -> Post { try await unanswered() }
    func obtainCachedLikedPosts() async -> TimelineSlice? { nil }
    func obtainNewestLikedPosts() async throws -> TimelineSlice { TimelineSlice(posts: [], hasOlder: false, fetchedAt: Date()) }
    func obtainOlderLikedPosts() async throws -> TimelineSlice { try await obtainNewestLikedPosts() }
    func obtainLikers(ofPostId postId: String, more: Bool) async throws -> PageSlice<Profile> {
        PageSlice(items: [], hasMore: false)
    }

    private func unanswered() async throws -> Post {
        try await Task.sleep(for: .seconds(3600))
        throw CancellationError()
    }
}

/// Likes of my posts that are always the same groups, and no writing.
struct FixedLikes: LikeService {
    func performLike(postId: String) async throws -> Post { throw MastodonError.forbidden(nil) }
    func performUnlike(postId: String) async throws -> Post { throw MastodonError.forbidden(nil) }
    func obtainCachedLikedPosts() async -> TimelineSlice? { nil }
    func obtainNewestLikedPosts() async throws -> TimelineSlice { TimelineSlice(posts: [], hasOlder: false, fetchedAt: Date()) }
    func obtainOlderLikedPosts() async throws -> TimelineSlice { try await obtainNewestLikedPosts() }
    func obtainLikers(ofPostId postId: String, more: Bool) async throws -> PageSlice<Profile> {
        PageSlice(items: [], hasMore: false)
    }
}

/// A thread that is always the same replies, and no writing.
struct FixedCommentService: CommentService {
    let replies: [StatusEntity]

    func obtainReplies(toPostId postId: String) async throws -> [Comment] { replies.map(CommentMapper.comment(from:)) }
    func obtainQueuedComments() async -> [OutboxItem] { [] }
    func queueComment(_ text: String, inReplyToId: String) async throws -> OutboxItem { throw MastodonError.forbidden(nil) }
    func sendComment(_ item: OutboxItem) async throws -> Comment { throw MastodonError.forbidden(nil) }
    func observeSentComments() async -> AsyncStream<SentWrite<Comment>> { AsyncStream { $0.finish() } }
    func takeBackComment(withId itemId: String) async throws -> WriteTakeBack<Comment> { throw MastodonError.forbidden(nil) }
    func obtainDraft(forReplyToId postId: String) async -> String { "" }
    func saveDraft(_ text: String, forReplyToId postId: String) async throws {}
    func obtainCharacterLimit() async -> Int { 500 }
}

/// The signed-in account, and a profile with a fixed list of posts.
struct SignedInAccount: AccountService {
    var posts: [StatusEntity] = []
    /// Whether the profile shows its posts as the grid of photos, else as the list.
    var showsPostsAsGrid = false

    static let ada = AccountEntity(
        id: "1", username: "ada", acct: "ada", displayName: "Ada", note: "<p>First programmer.</p>",
        followersCount: 3, followingCount: 2, statusesCount: 200)

    func obtainCurrentAccount() async throws -> Profile { ProfileMapper.profile(from: Self.ada) }
    func obtainAccount(withId accountId: String) async throws -> Profile { ProfileMapper.profile(from: Self.ada) }
    func obtainCachedAccount(withId accountId: String) async -> Profile? { nil }
    func obtainAccount(withHandle handle: String) async throws -> Profile { ProfileMapper.profile(from: Self.ada) }
    func obtainRelationship(withAccountId accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(from: RelationshipEntity(id: accountId))
    }
    func obtainPosts(ofAccountId accountId: String, onlyWithMedia: Bool, more: Bool) async throws -> PageSlice<Post> {
        PageSlice(items: more ? [] : PostMapper.posts(from: posts), hasMore: false)
    }
    func obtainFollowers(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile> {
        PageSlice(items: [], hasMore: false)
    }
    func obtainFollowing(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile> {
        PageSlice(items: [], hasMore: false)
    }
    func obtainShowsPostsAsGrid() async -> Bool { showsPostsAsGrid }
    func saveShowsPostsAsGrid(_ showsGrid: Bool) async {}
}

/// One conversation whose thread is a fixed list of messages; nothing is ever sent.
struct FixedMessages: MessageService {
    var thread: [StatusEntity] = []

    func obtainCachedConversations() async -> ConversationsSlice? { nil }
    func obtainNewestConversations() async throws -> ConversationsSlice {
        ConversationsSlice(conversations: [], hasOlder: false, fetchedAt: Date())
    }
    func obtainOlderConversations() async throws -> ConversationsSlice { try await obtainNewestConversations() }
    func obtainUnreadCount() async throws -> Int { 0 }
    func markConversationRead(id: String) async throws {}
    func openConversation(_ conversation: Conversation) async throws -> [Message] {
        let participantIds = Set(conversation.participants.map(\.id))
        return thread.map { MessageMapper.message(from: $0, participantIds: participantIds) }
    }
    func enterConversation(withKey key: String) async {}
    func leaveConversation(withKey key: String) async {}
    func observeConversations() async -> AsyncStream<Void> { AsyncStream { $0.finish() } }
    func obtainQueuedMessages(inConversationWithKey key: String) async -> [OutboxItem] { [] }
    func queueMessage(_ text: String, toHandles handles: [String], conversationKey key: String) async throws -> OutboxItem {
        throw MastodonError.forbidden(nil)
    }
    func sendMessage(_ item: OutboxItem) async throws -> Message { throw MastodonError.forbidden(nil) }
    func observeSentMessages(inConversationWithKey key: String) async -> AsyncStream<SentWrite<Message>> { AsyncStream { $0.finish() } }
    func takeBackMessage(withId itemId: String) async throws -> WriteTakeBack<Message> { throw MastodonError.forbidden(nil) }
    func obtainDraft(forConversationWithKey key: String) async -> String { "" }
    func saveDraft(_ text: String, forConversationWithKey key: String) async throws {}
    func obtainCharacterLimit() async -> Int { 500 }
}

struct NoFollows: FollowService {
    func performFollow(accountId: String) async throws -> Relationship { throw MastodonError.forbidden(nil) }
    func performUnfollow(accountId: String) async throws -> Relationship { throw MastodonError.forbidden(nil) }
    func performAcceptFollowRequest(accountId: String) async throws -> Relationship { throw MastodonError.forbidden(nil) }
    func performRejectFollowRequest(accountId: String) async throws -> Relationship { throw MastodonError.forbidden(nil) }
}

/// Blocks, mutes and reports the benchmarks never make.
struct NoSafety: SafetyService {
    func performBlock(_ block: Bool, accountId: String) async throws -> Relationship { throw MastodonError.forbidden(nil) }
    func performMute(accountId: String, seconds: Int?, hidesNotifications: Bool) async throws -> Relationship {
        throw MastodonError.forbidden(nil)
    }
    func performUnmute(accountId: String) async throws -> Relationship { throw MastodonError.forbidden(nil) }
    func performReport(_ draft: ReportDraft) async throws { throw MastodonError.forbidden(nil) }
    func obtainServerRules() async throws -> [ServerRule] { [] }
    func obtainBlockedAccounts(more: Bool) async throws -> PageSlice<Profile> { PageSlice(items: [], hasMore: false) }
    func obtainMutedAccounts(more: Bool) async throws -> PageSlice<Profile> { PageSlice(items: [], hasMore: false) }
    func observeSilencedAccounts() async -> AsyncStream<String> { AsyncStream { $0.finish() } }
}

/// Boosts and saves the benchmarks never make.
struct NoChoices: BoostService, SaveService, ChoiceService, PollService, TranslationService, TimelineService, ReadMarkerService {
    func obtainNewestPosts(of source: TimelineSource, limit: Int) async throws -> [Post] { [] }
    func obtainListTitles() async throws -> [String] { [] }
    func obtainPosts(of source: TimelineSource, more: Bool) async throws -> PageSlice<Post> { PageSlice(items: [], hasMore: false) }
    func obtainChosenTimeline() async -> TimelineSource? { nil }
    func saveChosenTimeline(_ source: TimelineSource) async {}
    func observeSettledChoices() async -> AsyncStream<SettledChoice> { AsyncStream { $0.finish() } }
    func performVote(postId: String, pollId: String, choices: [Int]) async throws -> Post { throw MastodonError.forbidden(nil) }
    func translate(postId: String) async throws -> PostTranslation { throw MastodonError.forbidden(nil) }
    func obtainHomeReadPosition() async throws -> String? { nil }
    func saveHomeReadPosition(postId: String) async throws {}
    func performBoost(postId: String) async throws -> Post { throw MastodonError.forbidden(nil) }
    func performUnboost(postId: String) async throws -> Post { throw MastodonError.forbidden(nil) }
    func performSave(postId: String) async throws -> Post { throw MastodonError.forbidden(nil) }
    func performUnsave(postId: String) async throws -> Post { throw MastodonError.forbidden(nil) }
    func obtainSavedPosts(more: Bool) async throws -> PageSlice<Post> { throw MastodonError.forbidden(nil) }
}

/// No lists and no quotes, and none to be made.
struct NoLists: ListService, QuoteService {
    func createList(titled title: String) async throws -> String { throw MastodonError.forbidden(nil) }
    func renameList(titled title: String, to newTitle: String) async throws { throw MastodonError.forbidden(nil) }
    func deleteList(titled title: String) async throws { throw MastodonError.forbidden(nil) }
    func obtainMembers(ofListTitled title: String) async throws -> [Profile] { [] }
    func addAccount(withHandle handle: String, toListTitled title: String) async throws { throw MastodonError.forbidden(nil) }
    func removeAccount(withHandle handle: String, fromListTitled title: String) async throws { throw MastodonError.forbidden(nil) }
    func obtainLists(showingMembershipOf accountId: String?) async throws -> [MyList] { [] }
    func makeList(titled title: String) async throws -> MyList { throw MastodonError.forbidden(nil) }
    func renameList(withId listId: String, to title: String) async throws -> MyList { throw MastodonError.forbidden(nil) }
    func deleteList(withId listId: String) async throws { throw MastodonError.forbidden(nil) }
    func addAccount(withId accountId: String, toListWithId listId: String) async throws { throw MastodonError.forbidden(nil) }
    func removeAccount(withId accountId: String, fromListWithId listId: String) async throws { throw MastodonError.forbidden(nil) }
    func obtainQuotes(ofPostId postId: String, more: Bool) async throws -> PageSlice<Post> { PageSlice(items: [], hasMore: false) }
    func revokeQuote(ofPostId postId: String, quotingPostId: String) async throws -> Post { throw MastodonError.forbidden(nil) }
}

/// A composer's services: a kept draft of four photos with their alt texts, the usual limits,
/// and nothing ever sent.
struct FixedPublishing: PublishingService {
    var draft = OutboxPost(
        text: "Sunday on the sofa, see https://example.com/a/long/link #cats",
        photos: (1...4).map { OutboxPost.Photo(path: "/pictures/cat-\($0).jpg", altText: "A tabby cat asleep, photo \($0)") })

    func publish(_ post: OutboxPost) async throws -> Publication { throw MastodonError.forbidden(nil) }
    func queueComposedPost(_ post: OutboxPost) async throws -> OutboxItem { throw MastodonError.forbidden(nil) }
    func sendComposedPost(_ item: OutboxItem, progress: @escaping @Sendable (UploadProgress) -> Void) async throws -> Publication {
        throw MastodonError.forbidden(nil)
    }
    func obtainScheduledPosts() async throws -> [ScheduledPost] { [] }
    func reschedule(scheduledPostId: String, to date: Date) async throws -> ScheduledPost { throw MastodonError.forbidden(nil) }
    func cancelScheduledPost(id: String) async throws {}
    func redraftScheduledPost(id: String) async throws -> OutboxPost { throw MastodonError.forbidden(nil) }
    func takeBackComposedPost(withId itemId: String) async throws -> OutboxPost? { nil }
    func observeQueuedPosts() async -> AsyncStream<[OutboxItem]> { AsyncStream { $0.finish() } }
    func observeSentPosts() async -> AsyncStream<SentWrite<Post>> { AsyncStream { $0.finish() } }
    func obtainNewPostDraft() async -> OutboxPost? { draft }
    func saveNewPostDraft(_ post: OutboxPost) async throws {}
    func obtainPostingLimits() async -> PostingLimits { .usual }
    func deletePost(id: String, keepingAsDraft: Bool) async throws -> Bool { throw MastodonError.forbidden(nil) }
    func obtainPostToEdit(id: String) async throws -> OutboxPost { draft }
    func editPost(id: String, to post: OutboxPost) async throws -> Post { throw MastodonError.forbidden(nil) }
}

enum PhotoFixture {
    static let retina1024 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/retina-1024.jpg")
}

/// Every picture the same one (a photo-like gradient unless told), at once, so drawing thumbnails
/// is measured alone.
struct FixedPictures: MediaService {
    static let gradient = PixelImage(
        width: 48, height: 48,
        bytes: (0..<(48 * 48)).flatMap { pixel -> [UInt8] in
            let x = pixel % 48
            let y = pixel / 48
            return [UInt8(x * 5), UInt8(y * 5), UInt8((x + y) * 2)]
        })

    var picture = Self.gradient

    func picture(at address: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage { picture }
    func likeness(of blurhash: String, size: PixelSize) -> PixelImage? { nil }
    func loop(at address: String, wanted: PixelSize, framesPerSecond: Int) -> AsyncThrowingStream<PixelImage, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
    func play(at address: String, wanted: PixelSize, from seconds: Double) -> AsyncThrowingStream<VideoFrame, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
}

/// Pictures as `FixedPictures` gives them, and every animation two frames in turn, a new one each
/// millisecond: faster than a list draws, so a frame of a GIF looping on screen waits before
/// every press.
struct LoopingPictures: MediaService {
    private static let inverted = PixelImage(
        width: FixedPictures.gradient.width, height: FixedPictures.gradient.height, bytes: FixedPictures.gradient.bytes.map { 255 - $0 })
    private let still = FixedPictures()

    func picture(at address: String, wanted: PixelSize) async throws(MediaProblem) -> PixelImage {
        try await still.picture(at: address, wanted: wanted)
    }

    func likeness(of blurhash: String, size: PixelSize) -> PixelImage? { nil }

    func loop(at address: String, wanted: PixelSize, framesPerSecond: Int) -> AsyncThrowingStream<PixelImage, any Error> {
        AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let producer = Task {
                for index in 0... {
                    guard !Task.isCancelled else { break }
                    continuation.yield(index % 2 == 0 ? FixedPictures.gradient : Self.inverted)
                    try? await Task.sleep(for: .milliseconds(1))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
    }

    func play(at address: String, wanted: PixelSize, from seconds: Double) -> AsyncThrowingStream<VideoFrame, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
}

/// Services that answer at once from fixed data, so drawing can be measured alone.
/// The account book as the account switcher reads it: one account, the default.
struct OneSignedInAccount: SignedInAccountsService {
    func signedInAccounts() throws -> (names: [String], defaultName: String?) {
        (["ada@pixelfed.example"], "ada@pixelfed.example")
    }
}

struct FixedServices: ServiceComponents {
    var postService: any PostService
    var accountService: any AccountService
    var likeService: any LikeService
    var commentService: any CommentService
    var followService: any FollowService = NoFollows()
    var safetyService: any SafetyService = NoSafety()
    var boostService: any BoostService = NoChoices()
    var saveService: any SaveService = NoChoices()
    var choiceService: any ChoiceService = NoChoices()
    var pollService: any PollService = NoChoices()
    var translationService: any TranslationService = NoChoices()
    var readMarkerService: any ReadMarkerService = NoChoices()
    var timelineService: any TimelineService = NoChoices()
    var listService: any ListService = NoLists()
    var quoteService: any QuoteService = NoLists()
    var searchService: any SearchService
    var activityService: any ActivityService
    var tagService: any TagService = NoTags()
    var publishingService: any PublishingService = FixedPublishing()
    var messageService: any MessageService
    var mediaService: any MediaService = FixedPictures()
    var signedInAccountsService: any SignedInAccountsService = OneSignedInAccount()

    init(
        timeline: [StatusEntity] = [], replies: [StatusEntity] = [], profilePosts: [StatusEntity] = [], profileAsGrid: Bool = false,
        notificationGroups: [NotificationGroup] = [], messages: [StatusEntity] = [], searchResults: SearchResultsEntity = .init(),
        likes: any LikeService = FixedLikes()
    ) {
        searchService = FixedSearch(results: SearchResultsMapper.results(from: searchResults))
        messageService = FixedMessages(thread: messages)
        postService = FixedPostService(statuses: timeline)
        likeService = likes
        activityService = FixedActivity(groups: notificationGroups)
        accountService = SignedInAccount(posts: profilePosts, showsPostsAsGrid: profileAsGrid)
        commentService = FixedCommentService(replies: replies)
    }

    @MainActor
    func modules() -> Modules {
        Modules(services: self, context: ModuleContext(instanceName: "pixelfed.social"))
    }
}

/// Searches that find nothing at once.
struct FixedSearch: SearchService {
    var results = SearchResults()

    func obtainResults(for query: String, kind: SearchCategory?, resolve: Bool) async throws -> SearchResults {
        results
    }

    func resolveAccount(handle: String) async throws -> Author? { nil }

    func obtainDiscoveries() async -> SearchResults { SearchResults() }
}

/// Notifications: these groups, whatever the kinds asked for.
struct FixedActivity: ActivityService {
    var groups: [NotificationGroup] = []

    func obtainNewestNotifications(filter: NoticeFilter) async throws -> [Notice] { [] }
    func obtainCachedActivity() async -> ActivitySlice? { nil }
    func obtainNewestActivity(filter: NoticeFilter) async throws -> ActivitySlice {
        ActivitySlice(groups: NoticeGroupMapper.groups(from: groups), hasOlder: false, fetchedAt: Date())
    }
    func obtainOlderActivity() async throws -> ActivitySlice { try await obtainNewestActivity(filter: .all) }
    func obtainUnseenCount() async throws -> Int { 0 }
    func markLoadedActivitySeen() async throws {}
    func observeNewNotifications() async -> AsyncStream<Void> { AsyncStream { $0.finish() } }
    func observeArrivingNotices() async -> AsyncStream<Notice> { AsyncStream { $0.finish() } }
}

/// Hashtags with no posts.
struct NoTags: TagService {
    func obtainPhotoPosts(taggedWith name: String, more: Bool) async throws -> PageSlice<Post> {
        PageSlice(items: [], hasMore: false)
    }

    func obtainTag(named name: String) async throws -> Hashtag? { Hashtag(name: name) }

    func performFollow(_ follow: Bool, tagNamed name: String) async throws -> Hashtag? { Hashtag(name: name) }

    func observeNewPosts(taggedWith name: String) async -> AsyncStream<Void> { AsyncStream { $0.finish() } }

    func obtainFollowedTags() async throws -> [Hashtag] { [] }
}

/// A picker's opener that takes nothing.
@MainActor
final class NoPick: PhotoPickerModuleOutput {
    func didPickPhoto(atPath path: String) {}
}

@MainActor
final class QuietNavigator: Navigator {
    func push(_ view: any ModuleView) {}
    func pop() {}
    func setNeedsRedraw() {}
}

/// A module on a 200x60 in-memory screen, as the app builds and attaches it.
@MainActor
final class ModuleOnScreen {
    private let screen = MemoryScreen(size: TerminalSize(rows: 60, columns: 200))
    private let view: any ModuleView

    init(_ view: any ModuleView) {
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 60, columns: 200), navigator: QuietNavigator())
        self.view = view
    }

    /// The feed of these statuses.
    static func feed(of statuses: [StatusEntity], media: any MediaService = FixedPictures()) -> ModuleOnScreen {
        var services = FixedServices(timeline: statuses)
        services.mediaService = media
        return ModuleOnScreen(services.modules().makeFeedModule().view)
    }

    /// A post and its thread, as the feed opens it.
    static func thread(of post: StatusEntity, replies: [StatusEntity]) -> ModuleOnScreen {
        let module = FixedServices(timeline: [post], replies: replies).modules().makePostDetailModule()
        module.input.configure(withPostId: post.id)
        return ModuleOnScreen(module.view)
    }

    /// The whole app: the tab bar, Home with these statuses, and the Profile tab.
    static func app(with statuses: [StatusEntity]) -> ModuleOnScreen {
        ModuleOnScreen(FixedServices(timeline: statuses, profilePosts: statuses).modules().makeRootModule().view)
    }

    /// A profile with these posts, as a post or a comment opens it: as a list, or as the grid.
    static func profile(with posts: [StatusEntity], asGrid: Bool = false) -> ModuleOnScreen {
        let module = FixedServices(profilePosts: posts, profileAsGrid: asGrid).modules().makeProfileModule()
        module.input.configure(withAccountId: "1")
        return ModuleOnScreen(module.view)
    }

    /// The Activity tab with these groups, as the tab bar shows it.
    static func activity(of groups: [NotificationGroup]) -> ModuleOnScreen {
        ModuleOnScreen(FixedServices(notificationGroups: groups).modules().makeActivityModule().view)
    }

    /// Explore, finding these results for whatever is typed.
    static func explore(finding results: SearchResultsEntity) -> ModuleOnScreen {
        ModuleOnScreen(FixedServices(searchResults: results).modules().makeExploreModule().view)
    }

    /// A conversation with Grace of these messages, opened.
    static func conversation(of messages: [StatusEntity]) -> ModuleOnScreen {
        let module = FixedServices(messages: messages).modules().makeConversationModule()
        module.input.configure(with: .new(with: [Author(id: "g", displayName: "Grace Hopper", handle: "grace")]))
        return ModuleOnScreen(module.view)
    }

    /// The composer on the kept draft, as `n` opens it from Home.
    static func composer() -> ModuleOnScreen {
        ModuleOnScreen(FixedServices().modules().makeComposeModule().view)
    }

    /// The photo picker on a folder of `count` pictures (every thumbnail the same, at once), as
    /// `p` opens it in the composer.
    static func picker(ofPictures count: Int) throws -> ModuleOnScreen {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-picker-bench-\(count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let file = folder.appendingPathComponent(String(format: "photo-%03d.jpg", index)).path
            if !FileManager.default.fileExists(atPath: file) { _ = FileManager.default.createFile(atPath: file, contents: Data()) }
        }
        let module = FixedServices().modules().makePhotoPickerModule()
        module.input.configure(startingAfterPhotoAt: folder.appendingPathComponent("photo-000.jpg").path, output: NoPick())
        return ModuleOnScreen(module.view)
    }

    /// Every list of one account's screens, sharing its store of posts: Home and a profile with
    /// these posts, Activity of these groups, Explore finding these results (typed), a hashtag,
    /// and the first post opened with its thread; each on a screen of its own.
    static func listsSharingOneStore(
        of statuses: [StatusEntity], groups: [NotificationGroup], results: SearchResultsEntity
    ) -> (lists: [ModuleOnScreen], post: ModuleOnScreen) {
        let modules = FixedServices(
            timeline: statuses, profilePosts: statuses, notificationGroups: groups, searchResults: results, likes: UnansweredLikes()
        ).modules()
        let profile = modules.makeProfileModule()
        profile.input.configure(withAccountId: "1")
        let hashtag = modules.makeHashtagModule()
        hashtag.input.configure(withTagName: "photo")
        let post = modules.makePostDetailModule()
        post.input.configure(withPostId: statuses[0].id)
        let lists = [
            modules.makeFeedModule().view, profile.view, modules.makeActivityModule().view, modules.makeExploreModule().view,
            hashtag.view,
        ].map(ModuleOnScreen.init)
        return (lists, ModuleOnScreen(post.view))
    }

    /// The screen row of the header line of the post with this caption (the line above it).
    func headerRow(ofRowWith caption: String) -> Int? {
        let lines = screen.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(caption) }.flatMap { $0 > 0 ? $0 - 1 : nil }
    }

    /// Whether that header line shows the post liked: the one line read, as a person's eye goes
    /// to it, so that looking costs little beside what is measured.
    func showsLiked(headerRow: Int) -> Bool {
        screen.renderedLine(at: headerRow).contains("♥")
    }

    /// Draws again until the condition holds of this screen, giving way to the tasks that bring
    /// changes in between; no sleep, so what it measures is the work.
    func drawUntil(_ condition: @MainActor (ModuleOnScreen) -> Bool) async {
        while true {
            view.drawIfNeeded()
            if condition(self) { return }
            await Task.yield()
        }
    }

    /// Esc: the keys go from the box to the messages.
    func press(_ key: KeyEvent) {
        view.handle(key)
    }

    /// A letter typed, then taken back, in turn, each followed by drawing the whole frame.
    func typeAndDraw(times: Int) {
        for iteration in 0..<times {
            view.handle(iteration.isMultiple(of: 2) ? .character("a") : .backspace)
            view.drawIfNeeded()
        }
    }

    /// Opens the composer `times` times on the main actor and draws its first frame; answers the
    /// last screen's text, read once the clock no longer matters.
    static func openAndDrawComposers(times: Int) -> String {
        var last: ModuleOnScreen?
        for _ in 0..<times {
            let composer = composer()
            composer.view.drawIfNeeded()
            last = composer
        }
        return last?.screen.renderedText() ?? ""
    }

    /// Lets what the module fetched behind the frame (thumbnails) arrive and be drawn.
    func settle() async throws {
        for _ in 0..<20 {
            view.drawIfNeeded()
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Fails after half a minute: a benchmark waiting for what never comes must not run forever.
    func waitUntilShown(_ text: String) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !screen.renderedText().contains(text) {
            guard ContinuousClock.now < deadline else { throw MastodonError.malformedResponse("the screen never showed \"\(text)\"") }
            view.drawIfNeeded()
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// What switching tabs costs: Profile's digit, then Home's, each followed by drawing the
    /// whole frame of the tab now in front. (Tab would pass through Explore, Activity and
    /// Messages too.)
    func switchTabsAndDraw(times: Int) {
        for iteration in 0..<times {
            view.handle(.character(iteration % 2 == 0 ? "5" : "1"))
            view.drawIfNeeded()
        }
    }

    /// What one key press costs: `j` then `k`, `run` times each, each followed by drawing the
    /// whole frame again.
    func pressAndDraw(times: Int, run: Int) {
        for iteration in 0..<times {
            view.handle(.character(iteration % (2 * run) < run ? "j" : "k"))
            view.drawIfNeeded()
        }
    }

    /// The same, letting what waits on the main actor (an animation's next frame) in before each
    /// press, as the run loop does between keys.
    func pressAndDrawLettingFramesIn(times: Int, run: Int) async {
        for iteration in 0..<times {
            await Task.yield()
            view.handle(.character(iteration % (2 * run) < run ? "j" : "k"))
            view.drawIfNeeded()
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 5,
        maxDuration: .seconds(5),
        maxIterations: 2000
    )

    let page = TimelineFixture.page(count: 40)
    // What a start reads before anything else: a configuration file with keys and a theme
    // changed, and an account book of two accounts, the default resolved from both.
    let settingsHome = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-bench-settings")
    Benchmark("Read the configuration file and the account book") { benchmark in
        let paths = StoragePaths.fromEnvironment(["HOME": settingsHome.path])
        try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
        try """
        default_account = "alan@pixelfed.example"

        [pictures]
        protocol = "sixel"

        [theme]
        name = "light"

        [theme.colors]
        author = "#d75f00"

        [keys.feed]
        next = ["n", "Down"]
        refresh = "R"

        [keys.tabs]
        switch_account = "S"
        """.write(to: ConfigurationFile.path(in: paths), atomically: true, encoding: .utf8)
        for username in ["grace", "alan"] {
            try AccountBook(paths: paths).add(
                TintypeApp.SignedInAccount(
                    instance: "https://pixelfed.example", accountId: username, username: username, token: "token-\(username)",
                    clientId: "c", clientSecret: "s"))
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let settings = try ApplicationSettings.load(environment: ["HOME": settingsHome.path]).file
            blackHole(
                try ApplicationConfiguration.resolve(
                    instance: nil, token: nil, configuredAccount: settings.defaultAccount, environment: ["HOME": settingsHome.path]))
        }
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: settingsHome)
    }

    // What a start under a Russian locale adds: finding and reading the Russian catalogue (an
    // English start reads no file at all). Goal: 1 ms.
    Benchmark("Find and read the Russian catalogue") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Translation.load(environment: ["LANG": "ru_RU.UTF-8"]))
        }
    }

    Benchmark("Decode and map a 40-post timeline page") { benchmark in
        for _ in benchmark.scaledIterations {
            let statuses = try FlatJSONDecoder().decode(LenientList<StatusEntity>.self, from: page).elements
            blackHole(PostMapper.posts(from: statuses))
        }
    }

    // The two halves of the line above, to see which one to work on.
    Benchmark("Decode a 40-post timeline page") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try FlatJSONDecoder().decode(LenientList<StatusEntity>.self, from: page).elements)
        }
    }

    // The same page through Foundation's decoder, which the app used before FlatJSONDecoder.
    Benchmark("Decode a 40-post timeline page with JSONDecoder") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try JSONDecoder().decode(LenientList<StatusEntity>.self, from: page).elements)
        }
    }

    let statuses = (try? JSONDecoder().decode(LenientList<StatusEntity>.self, from: page).elements) ?? []
    Benchmark("Map 40 statuses to posts") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PostMapper.posts(from: statuses))
        }
    }

    Benchmark("Draw a 200x60 feed frame with 1,000 posts loaded") { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 1000)).elements
        let feed = await ModuleOnScreen.feed(of: statuses)
        try await feed.waitUntilShown("post number 1000000")
        // The thumbnails on screen arrive before the measurement, as a person sees them.
        try await feed.settle()
        benchmark.startMeasurement()
        await feed.pressAndDraw(times: benchmark.scaledIterations.count, run: 10)
        benchmark.stopMeasurement()
    }

    // Each of the 200 posts carries a poll of four options I voted in (bars and shares) and
    // quotes another post (its card under the caption), besides its photo.
    Benchmark("Draw a 200x60 feed frame with 200 posts carrying polls and quotes") { benchmark in
        let page = TimelineFixture.page(count: 200, withPollsAndQuotes: true)
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: page).elements
        let feed = await ModuleOnScreen.feed(of: statuses)
        try await feed.waitUntilShown("┃ Grace Hopper 🐛")
        try await feed.settle()
        benchmark.startMeasurement()
        await feed.pressAndDraw(times: benchmark.scaledIterations.count, run: 10)
        benchmark.stopMeasurement()
    }

    // Each post has a photo: its thumbnail (a fixed 48x48 picture, served at once) is laid out
    // in 8x4 cells beside the caption and drawn with every frame.
    Benchmark("Scroll a 200x60 feed frame with thumbnails shown") { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 200)).elements
        let feed = await ModuleOnScreen.feed(of: statuses)
        try await feed.waitUntilShown("post number 1000000")
        try await feed.settle()
        benchmark.startMeasurement()
        await feed.pressAndDraw(times: benchmark.scaledIterations.count, run: 10)
        benchmark.stopMeasurement()
    }

    // The same feed with the fifth post's photo a `gifv` (on screen all along the run of ten
    // presses), its frames arriving between the presses: each frame scrolls and draws the GIF's
    // newest frame in place of the thumbnail.
    Benchmark("Scroll a 200x60 feed frame with a GIF looping on screen") { benchmark in
        var page = String(decoding: TimelineFixture.page(count: 200), as: UTF8.self)
        guard let fifthPhoto = page.ranges(of: #""type":"image""#).dropFirst(4).first else { return }
        page.replaceSubrange(fifthPhoto, with: #""type":"gifv""#)
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: Data(page.utf8)).elements
        let feed = await ModuleOnScreen.feed(of: statuses, media: LoopingPictures())
        try await feed.waitUntilShown("post number 1000000")
        try await feed.settle()
        benchmark.startMeasurement()
        await feed.pressAndDrawLettingFramesIn(times: benchmark.scaledIterations.count, run: 10)
        benchmark.stopMeasurement()
    }

    let photoBytes = Array((try? Data(contentsOf: PhotoFixture.retina1024)) ?? Data())
    // As the app draws a photo in pixels: decoded at the size wanted, scaled to the box's pixels
    // (80x40 cells of 10x20 pixels), then written in the protocol's terms.
    let photoFor800x800: @Sendable () throws -> PixelImage = {
        try PictureDecoder().decode(photoBytes, wanted: (800, 800)).scaled(toWidth: 800, height: 800)
    }
    // The part of the three below that is not the protocol's.
    Benchmark("Decode and scale a 1024x1024 JPEG to 800x800 pixels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try photoFor800x800())
        }
    }

    Benchmark("Scale 1024x1024 decoded pixels to 800x800") { benchmark in
        let decoded = try PictureDecoder().decode(photoBytes, wanted: (800, 800))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(decoded.scaled(toWidth: 800, height: 800))
        }
    }

    Benchmark("Encode a 1024x1024 JPEG as sixel for 800x800 pixels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SixelEncoder.encode(try photoFor800x800(), colorRegisters: 256))
        }
    }

    Benchmark("Encode a 1024x1024 JPEG as kitty data for 800x800 pixels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(KittyGraphics.transmit(try photoFor800x800(), id: 1))
        }
    }

    // The protocols' own part: the same 800x800 pixels, decoded and scaled before the clock starts.
    Benchmark("Encode 800x800 decoded pixels as sixel") { benchmark in
        let image = try photoFor800x800()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SixelEncoder.encode(image, colorRegisters: 256))
        }
    }

    Benchmark("Encode 800x800 decoded pixels as kitty data") { benchmark in
        let image = try photoFor800x800()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(KittyGraphics.transmit(image, id: 1))
        }
    }

    // kitty on this machine reads the pixels from a temporary file; the terminal deletes it, here
    // the loop does (in the time measured).
    Benchmark("Encode 800x800 decoded pixels as a kitty file") { benchmark in
        let image = try photoFor800x800()
        let files = KittyPixelFiles()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let path = files.write(image) ?? ""
            blackHole(KittyGraphics.transmitFile(path: path, width: image.width, height: image.height, id: 1))
            files.removeUnread()
        }
    }

    // The other way to hand kitty the same pixels (PNG, as iTerm2 takes them), to choose between.
    Benchmark("Encode a 1024x1024 JPEG as PNG for 800x800 pixels") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ITermInlineImage.encode(try photoFor800x800()))
        }
    }

    Benchmark("Decode, scale and map a 1024x1024 JPEG to 80x40 cells") { benchmark in
        for _ in benchmark.scaledIterations {
            let image = try PictureDecoder().decode(photoBytes, wanted: (80, 80))
            blackHole(CellPicture(fitting: image, columns: 80, rows: 40))
        }
    }

    Benchmark("Draw a blurhash placeholder as an 8x4-cell thumbnail") { benchmark in
        for _ in benchmark.scaledIterations {
            let likeness = Blurhash("LEHV6nWB2yk8pyo0adR*.7kCMdnj")?.image(width: 16, height: 16)
            blackHole(likeness.map { CellPicture($0, columns: 8, rows: 4) })
        }
    }

    Benchmark("Draw a 200x60 post frame with a 300-comment thread") { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 301)).elements
        let post = statuses[0]
        // Every third comment answers the one before it, so the thread has depth.
        let replies = statuses.dropFirst().enumerated().map { index, status in
            StatusEntity(
                id: status.id, createdAt: status.createdAt, account: status.account, content: status.content,
                inReplyToId: index % 3 == 2 ? statuses[index].id : post.id, favouritesCount: index % 7)
        }
        let thread = await ModuleOnScreen.thread(of: post, replies: replies)
        try await thread.waitUntilShown("Comments (300)")
        benchmark.startMeasurement()
        await thread.pressAndDraw(times: benchmark.scaledIterations.count, run: 20)
        benchmark.stopMeasurement()
    }

    Benchmark("Switch tabs and draw the new frame (200x60, 1,000 posts in Home)") { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 1000)).elements
        let app = await ModuleOnScreen.app(with: Array(statuses))
        try await app.waitUntilShown("post number 1000000")
        await app.switchTabsAndDraw(times: 1)
        try await app.waitUntilShown("this is you")
        try await app.settle()
        benchmark.startMeasurement()
        await app.switchTabsAndDraw(times: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }

    // The post's `l` likes it, or takes the like back, through the store; the five lists and the
    // thread observe it, and Home's visible frame is drawn again once its row shows the change.
    // A thousand likes and unlikes a sample, each figure per like: one like after the setup alone
    // would count what the first change costs once (cell objects made, the frame's lines kept).
    Benchmark(
        "Like a post in a store of 2,000 posts observed by six lists, and draw Home's frame (200x60)",
        configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(20))
    ) { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 2000)).elements
        let grouped = try JSONDecoder().decode(GroupedNotificationsEntity.self, from: NotificationsFixture.groupedPage(count: 500))
        let results = SearchResultsEntity(statuses: Array(statuses.prefix(40)))
        let (lists, post) = await ModuleOnScreen.listsSharingOneStore(
            of: Array(statuses), groups: NotificationGrouping.groups(from: grouped), results: results)
        let home = lists[0]
        try await home.waitUntilShown("post number 1000000")
        try await post.waitUntilShown("post number 1000000")
        await lists[3].press(.character("/"))
        for letter in "gra" { await lists[3].press(.character(letter)) }
        for list in lists { try await list.settle() }
        guard let headerRow = await home.headerRow(ofRowWith: "post number 1000000.") else {
            throw MastodonError.malformedResponse("Home shows no first post")
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let wasLiked = await home.showsLiked(headerRow: headerRow)
            await post.press(.character("l"))
            await home.drawUntil { $0.showsLiked(headerRow: headerRow) != wasLiked }
        }
        benchmark.stopMeasurement()
        let counted = await lists.count
        blackHole(counted)
    }

    // What the benchmark above spends looking, once: Home drawn if it needs it and the row's
    // header line read; it looks once before each press and at least once after it.
    Benchmark("Read Home's row for its like (the like benchmark's own look)") { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 2000)).elements
        let home = await ModuleOnScreen.feed(of: Array(statuses))
        try await home.waitUntilShown("post number 1000000")
        try await home.settle()
        guard let headerRow = await home.headerRow(ofRowWith: "post number 1000000.") else {
            throw MastodonError.malformedResponse("Home shows no first post")
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            await home.drawUntil { !$0.showsLiked(headerRow: headerRow) }
        }
        benchmark.stopMeasurement()
    }

    let groupedPage = NotificationsFixture.groupedPage(count: 40)
    let groupedNotifications = (try? JSONDecoder().decode(GroupedNotificationsEntity.self, from: groupedPage))
    Benchmark("Map a page of 40 mixed grouped notifications") { benchmark in
        guard let groupedNotifications else { throw MastodonError.malformedResponse("the grouped page fixture") }
        for _ in benchmark.scaledIterations {
            blackHole(NoticeGroupMapper.groups(from: NotificationGrouping.groups(from: groupedNotifications)))
        }
    }

    Benchmark("Draw a 200x60 Activity frame with 500 rows of every kind") { benchmark in
        let grouped = try JSONDecoder().decode(GroupedNotificationsEntity.self, from: NotificationsFixture.groupedPage(count: 500))
        let activity = await ModuleOnScreen.activity(of: NotificationGrouping.groups(from: grouped))
        try await activity.waitUntilShown("liked your post")
        try await activity.settle()
        benchmark.startMeasurement()
        await activity.pressAndDraw(times: benchmark.scaledIterations.count, run: 20)
        benchmark.stopMeasurement()
    }

    Benchmark("Type in Explore's search field over 100 results and draw the frame (200x60)") { benchmark in
        let statuses = try JSONDecoder().decode([StatusEntity].self, from: TimelineFixture.page(count: 40))
        let results = SearchResultsEntity(
            accounts: (0..<40).map {
                AccountEntity(id: "a\($0)", username: "grace\($0)", acct: "grace\($0)", displayName: "Grace \($0) 📷")
            },
            hashtags: (0..<20).map { TagEntity(name: "graphics\($0)", dailyUses: [3, 1, 4]) }, statuses: statuses)
        let explore = await ModuleOnScreen.explore(finding: results)
        await explore.press(.character("/"))
        for letter in "gra" { await explore.press(.character(letter)) }
        try await explore.waitUntilShown("Grace 1 📷")
        try await explore.settle()
        benchmark.startMeasurement()
        await explore.typeAndDraw(times: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }

    // 1 MB of what the user stream sends: posts as JSON, a heartbeat between them, in 16 KB chunks.
    let streamChunks: [[UInt8]] = {
        let statuses = (try? JSONSerialization.jsonObject(with: TimelineFixture.page(count: 40))) as? [Any] ?? []
        let events = statuses.compactMap { status in
            (try? JSONSerialization.data(withJSONObject: status)).map {
                "event: update\ndata: " + String(decoding: $0, as: UTF8.self) + "\n\n:thump\n"
            }
        }
        var bytes: [UInt8] = []
        while bytes.count < 1 << 20 { bytes += Array(events[bytes.count % events.count].utf8) }
        return stride(from: 0, to: 1 << 20, by: 16 * 1024).map { Array(bytes[$0..<min($0 + 16 * 1024, 1 << 20)]) }
    }()
    Benchmark("Parse 1 MB of stream events") { benchmark in
        for _ in benchmark.scaledIterations {
            var parser = ServerSentEventParser()
            for chunk in streamChunks { blackHole(parser.parse(chunk)) }
        }
    }

    // `n`: the composer built, attached and its first frame drawn: the form, its fields and keys.
    Benchmark("Open the composer and draw its frame (200x60)") { benchmark in
        let drawn = await ModuleOnScreen.openAndDrawComposers(times: benchmark.scaledIterations.count)
        guard drawn.contains("Who sees it and how") else { throw MastodonError.malformedResponse("the composer's frame was not drawn") }
    }

    Benchmark("Type a character in the composer's caption and draw the frame (200x60)") { benchmark in
        let composer = await ModuleOnScreen.composer()
        try await composer.waitUntilShown("A tabby cat asleep, photo 4")
        benchmark.startMeasurement()
        await composer.typeAndDraw(times: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }

    // `p` in the composer: a folder of 200 pictures, their thumbnails made (the rows passed
    // through once before), then `j`/`k` each followed by drawing the frame.
    Benchmark("Draw the photo picker's frame with 200 pictures (200x60)") { benchmark in
        let picker = try await ModuleOnScreen.picker(ofPictures: 200)
        try await picker.waitUntilShown("200 pictures")
        await picker.pressAndDraw(times: 40, run: 20)
        try await picker.settle()
        benchmark.startMeasurement()
        await picker.pressAndDraw(times: benchmark.scaledIterations.count, run: 20)
        benchmark.stopMeasurement()
    }

    Benchmark("Draw a 200x60 conversation of 1000 messages") { benchmark in
        let grace = AccountEntity(id: "g", username: "grace", acct: "grace", displayName: "Grace Hopper")
        let ada = AccountEntity(id: "1", username: "ada", acct: "ada", displayName: "Ada")
        let messages = (0..<1000).map { (index: Int) -> StatusEntity in
            let isGraces = index % 2 == 0
            let mention = isGraces ? "@ada" : "@grace"
            let words = "Message number \(index): are the punch cards ready for the demo on Friday, and did the loom keep the pattern?"
            let sentAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60)
            return StatusEntity(
                id: String(1_000_000 + index), createdAt: sentAt, account: isGraces ? grace : ada,
                content: "<p>\(mention) \(words)</p>", visibility: .direct)
        }
        let conversation = await ModuleOnScreen.conversation(of: messages)
        try await conversation.waitUntilShown("Message number 999")
        try await conversation.waitUntilShown("Message to Grace Hopper")
        await conversation.press(.escape)
        benchmark.startMeasurement()
        await conversation.pressAndDraw(times: benchmark.scaledIterations.count, run: 20)
        benchmark.stopMeasurement()
    }

    Benchmark("Draw a 200x60 profile grid frame with 200 photo posts") { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 200)).elements
        let profile = await ModuleOnScreen.profile(with: statuses, asGrid: true)
        try await profile.waitUntilShown("First programmer.")
        try await profile.waitUntilShown("↩ 3")
        try await profile.settle()
        benchmark.startMeasurement()
        await profile.pressAndDraw(times: benchmark.scaledIterations.count, run: 20)
        benchmark.stopMeasurement()
    }

    // The feed on curses writing to a file in place of a terminal, every thumbnail the photo
    // (decoded at 160x160) drawn by the protocol: the frame's drawing and flushing, pictures
    // included, and the bytes one `j` or `k` sends.
    let thumbnail =
        (try? PictureDecoder().decode(photoBytes, wanted: (160, 160)).scaled(toWidth: 160, height: 160)) ?? FixedPictures.gradient
    for pictureProtocol in [PictureProtocol.kitty, .sixel] {
        Benchmark(
            "Scroll a 200x60 feed of photo posts drawn as \(pictureProtocol)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal, .custom("bytes per key", useScalingFactor: false)])
        ) { benchmark in
            let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 200)).elements
            let feed = try await ModuleOnTerminal.feed(of: statuses, picture: thumbnail, pictureProtocol: pictureProtocol)
            try await feed.settle()
            let before = await feed.bytesWritten()
            benchmark.startMeasurement()
            await feed.pressAndDraw(times: benchmark.scaledIterations.count, run: 10)
            benchmark.stopMeasurement()
            let after = await feed.bytesWritten()
            benchmark.measurement(
                .custom("bytes per key", useScalingFactor: false), (after - before) / max(1, benchmark.scaledIterations.count))
            await feed.close()
        }
    }

    Benchmark("Draw a 200x60 profile frame with 200 posts") { benchmark in
        let statuses = try JSONDecoder().decode(LenientList<StatusEntity>.self, from: TimelineFixture.page(count: 200)).elements
        let profile = await ModuleOnScreen.profile(with: statuses)
        try await profile.waitUntilShown("First programmer.")
        try await profile.waitUntilShown("post number 1000000")
        try await profile.settle()
        benchmark.startMeasurement()
        await profile.pressAndDraw(times: benchmark.scaledIterations.count, run: 20)
        benchmark.stopMeasurement()
    }
}
