import Foundation
import Logging
import MastodonAPI

/// Builds the services, once each, for one account: the only place that knows their concrete
/// types. Modules get them through `Modules`.
public final class Services: Sendable {
    public let client: MastodonClient
    public let postService: any PostService
    public let accountService: any AccountService
    public let likeService: any LikeService
    public let cache: FileCache

    public init(configuration: ApplicationConfiguration, transport: any HTTPTransport, logger: Logger) {
        client = MastodonClient(instance: configuration.instance, token: configuration.token,
                                transport: transport, userAgent: configuration.userAgent)
        cache = FileCache(directory: configuration.paths.cacheDirectory)
        // Cache files are per account; the token's checksum tells accounts apart without storing it.
        let accountKey = "\(configuration.instance)-\(String(CRC32.checksum(Array(configuration.token.utf8)), radix: 16))"
        postService = PostServiceImplementation(client: client, cache: cache, cacheKey: "home-\(accountKey)", logger: logger)
        likeService = LikeServiceImplementation(client: client)
        accountService = AccountServiceImplementation(client: client, cache: cache, cacheKey: "account-\(accountKey)")
    }
}
