import Foundation
import Logging
import MastodonAPI

/// Builds the services, once each, for one account: the only place that knows their concrete
/// types. Modules get them through `Modules`.
public final class Services: ServiceComponents {
    public let client: MastodonClient
    public let postService: any PostService
    public let accountService: any AccountService
    public let likeService: any LikeService
    public let commentService: any CommentService
    public let followService: any FollowService
    public let outboxDelivery: OutboxDelivery
    public let cache: FileCache

    public init(configuration: ApplicationConfiguration, transport: any HTTPTransport, logger: Logger) {
        client = MastodonClient(
            instance: configuration.instance, token: configuration.token,
            transport: transport, userAgent: configuration.userAgent)
        cache = FileCache(directory: configuration.paths.cacheDirectory)
        // Files are per account; the token's checksum tells accounts apart without storing it.
        let accountKey = Self.accountKey(for: configuration)
        let state = configuration.paths.stateDirectory
        let outbox = Outbox(directory: state.appendingPathComponent("outbox").appendingPathComponent(accountKey))
        outboxDelivery = OutboxDelivery(client: client, outbox: outbox, logger: logger)
        postService = PostServiceImplementation(client: client, cache: cache, cacheKey: "home-\(accountKey)", logger: logger)
        likeService = LikeServiceImplementation(outbox: outbox, delivery: outboxDelivery)
        followService = FollowServiceImplementation(outbox: outbox, delivery: outboxDelivery)
        commentService = CommentServiceImplementation(
            client: client, outbox: outbox, delivery: outboxDelivery,
            drafts: DraftStore(directory: state.appendingPathComponent("drafts").appendingPathComponent(accountKey))
        )
        accountService = AccountServiceImplementation(client: client, cache: cache, cacheKey: "account-\(accountKey)")
    }

    /// The instance and the token's checksum, in characters safe in a file name.
    static func accountKey(for configuration: ApplicationConfiguration) -> String {
        let checksum = String(CRC32.checksum(Array(configuration.token.utf8)), radix: 16)
        let instance = configuration.instance.description.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }
        return String(instance) + "-" + checksum
    }
}
