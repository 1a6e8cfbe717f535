import FoundationEssentials
import Logging
import MastodonAPI
import Tintype

/// Builds the services, once each, for one account: the only place that knows their concrete
/// types. Modules get them through `Modules`.
public final class Services: ServiceComponents {
    public let client: MastodonClient
    public let postService: any PostService
    public let accountService: any AccountService
    public let likeService: any LikeService
    public let commentService: any CommentService
    public let followService: any FollowService
    public let safetyService: any SafetyService
    public let messageService: any MessageService
    public let publishingService: any PublishingService
    public let boostService: any BoostService
    public let saveService: any SaveService
    public let pollService: any PollService
    public let translationService: any TranslationService
    public let readMarkerService: any ReadMarkerService
    public let listService: any ListService
    public let quoteService: any QuoteService
    public let timelineService: any TimelineService
    public let choiceService: any ChoiceService
    public let searchService: any SearchService
    public let activityService: any ActivityService
    public let tagService: any TagService
    public let mediaService: any MediaService
    public let signedInAccountsService: any SignedInAccountsService
    public let outboxDelivery: OutboxDelivery
    /// Where the outbox keeps its writes: the account's folder, or the token's until its account is known.
    public let outboxDirectory: URL
    public let cache: FileCache
    /// The account's user stream, opened while a screen listens to it.
    public let userStream: StreamHub
    /// Its direct messages' stream, likewise.
    public let directStream: StreamHub

    /// `homePageSize`: how many posts a page of the home timeline asks for (the app's 40; a
    /// listing asks for as many as it prints).
    public init(
        configuration: ApplicationConfiguration, folders: AccountFolders, transport: any HTTPTransport, logger: Logger,
        homePageSize: Int = PageRequest.fullPage
    ) {
        client = MastodonClient(
            instance: configuration.instance, token: configuration.token,
            transport: transport, userAgent: configuration.userAgent)
        cache = FileCache(directory: configuration.paths.cacheDirectory)
        let reportDamagedFile: @Sendable (URL) -> Void = { file in
            logger.error("a file that cannot be read was set aside", metadata: ["file": "\(file.path)"])
        }
        let outbox = Outbox(directory: folders.outbox, reportDamagedFile: reportDamagedFile)
        outboxDirectory = folders.outbox
        // What the server did not take while it was away goes out by itself once it is back.
        outboxDelivery = OutboxDelivery(
            client: client, outbox: outbox, reconciler: OutboxReconciler(client: client), logger: logger,
            timing: OutboxDelivery.Timing(resendDelays: [.seconds(5), .seconds(10), .seconds(20), .seconds(40), .seconds(60)]))
        let streaming = (transport as? any StreamingTransport).map {
            MastodonStreaming(
                instance: configuration.instance, token: configuration.token, transport: $0, userAgent: configuration.userAgent)
        }
        userStream = StreamHub(streaming: streaming)
        directStream = StreamHub(streaming: streaming, stream: .direct)
        let preferences = FileCache(directory: folders.preferences, maximumTotalBytes: 1024 * 1024)
        let homeTimeline = PostServiceImplementation(
            client: client, cache: cache, cacheKey: "home-\(folders.cacheKey)", pageSize: homePageSize, logger: logger,
            userStream: userStream,
            preferences: preferences, defaults: configuration.feedDefaults)
        postService = homeTimeline
        // Every write goes through the facade: in the outbox first, then sent.
        let writes = OutboxFacade(
            outbox: outbox, delivery: outboxDelivery, drafts: DraftStore(directory: folders.drafts, reportDamagedFile: reportDamagedFile))
        likeService = LikeServiceImplementation(
            client: client, writes: writes, homeTimeline: homeTimeline, cache: cache, cacheKey: "likes-\(folders.cacheKey)", logger: logger)
        followService = FollowServiceImplementation(writes: writes)
        safetyService = SafetyServiceImplementation(client: client, writes: writes)
        boostService = BoostServiceImplementation(writes: writes, homeTimeline: homeTimeline)
        saveService = SaveServiceImplementation(client: client, writes: writes, homeTimeline: homeTimeline)
        pollService = PollServiceImplementation(writes: writes, homeTimeline: homeTimeline)
        translationService = TranslationServiceImplementation(client: client)
        readMarkerService = ReadMarkerServiceImplementation(client: client)
        listService = ListServiceImplementation(client: client)
        quoteService = QuoteServiceImplementation(client: client)
        timelineService = TimelineServiceImplementation(client: client, preferences: preferences)
        choiceService = ChoiceServiceImplementation(writes: writes)
        searchService = SearchServiceImplementation(client: client)
        activityService = ActivityServiceImplementation(
            client: client, cache: cache, cacheKey: "activity-\(folders.cacheKey)", logger: logger, userStream: userStream)
        tagService = TagServiceImplementation(client: client, writes: writes, streaming: streaming)
        let limits = InstanceLimits(client: client)
        publishingService = PublishingServiceImplementation(client: client, writes: writes, limits: limits)
        commentService = CommentServiceImplementation(client: client, writes: writes, limits: limits)
        messageService = MessageServiceImplementation(
            client: client, writes: writes, limits: limits, cache: cache, cacheKey: "messages-\(folders.cacheKey)", logger: logger,
            directStream: directStream)
        // Pictures have a cache of their own, so a scroll through photos cannot push out the feed.
        let pictures = FileCache(
            directory: configuration.paths.cacheDirectory.appendingPathComponent("pictures"),
            maximumEntryBytes: MediaServiceImplementation.maximumPictureBytes, maximumTotalBytes: 200 * 1024 * 1024)
        mediaService = MediaServiceImplementation(
            client: client, cache: pictures,
            videos: VideoFiles(directory: configuration.paths.cacheDirectory.appendingPathComponent("videos")),
            logger: logger)
        signedInAccountsService = SignedInAccountsServiceImplementation(paths: configuration.paths)
        accountService = AccountServiceImplementation(
            client: client, cache: cache, cacheKey: "account-\(folders.cacheKey)", preferences: preferences)
    }

    /// The services a command without the screen works with, logging where the app logs.
    static func open(configuration: ApplicationConfiguration, transport: any HTTPTransport, homePageSize: Int = PageRequest.fullPage) async
        -> Services
    {
        await open(
            configuration: configuration, transport: transport, logger: TintypeApplication.makeLogger(paths: configuration.paths),
            homePageSize: homePageSize)
    }

    /// The services of the account the configuration's token belongs to, its folders found (and
    /// what older layouts kept for it adopted) first. With `asking` false a token not known yet
    /// is not asked about: its own folders serve, and the caller learns whose it is later.
    public static func open(
        configuration: ApplicationConfiguration, transport: any HTTPTransport, logger: Logger, asking: Bool = true,
        homePageSize: Int = PageRequest.fullPage
    ) async -> Services {
        let resolver = AccountFolderResolver(configuration: configuration, logger: logger)
        let folders: AccountFolders
        if asking {
            let client = MastodonClient(
                instance: configuration.instance, token: configuration.token, transport: transport, userAgent: configuration.userAgent)
            folders = await resolver.resolve(with: client)
        } else {
            folders = resolver.resolveWithoutAsking()
        }
        return Services(configuration: configuration, folders: folders, transport: transport, logger: logger, homePageSize: homePageSize)
    }
}
