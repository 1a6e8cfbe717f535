import FoundationEssentials
import Localisation
import MastodonAPI
import Tintype

/// Explore's search without the screen: accounts, hashtags and posts found for a query, each group
/// headed, as plain text for reading or as JSON for scripts. A handle on another instance is looked
/// up there, as Enter on it does in the app.
public enum SearchListing {
    public static func render(
        configuration: ApplicationConfiguration, query: String, kind: SearchCategory?, format: FeedListing.Format,
        transport: any HTTPTransport = AsyncHTTPClientTransport(), now: Date = Date()
    ) async throws -> String {
        let services = await Services.open(configuration: configuration, transport: transport)
        let results = try await services.searchService.obtainResults(for: query, kind: kind, resolve: true)
        return format == .json ? try json(results) : plainText(results, now: now)
    }

    static func plainText(_ results: SearchResults, now: Date) -> String {
        var groups: [String] = []
        if !results.accounts.isEmpty {
            groups.append(
                ([Strings.searchAccountsHeading] + results.accounts.map { "\($0.displayName) @\($0.handle) · id \($0.id)" })
                    .joined(separator: "\n"))
        }
        if !results.hashtags.isEmpty {
            groups.append(
                ([Strings.searchHashtagsHeading] + results.hashtags.map { "#\($0.name) · " + Strings.hashtagRecentPosts($0.recentUses) })
                    .joined(separator: "\n"))
        }
        if !results.posts.isEmpty {
            groups.append(Strings.searchPostsHeading + "\n" + FeedListing.plainText(results.posts, now: now))
        }
        guard !groups.isEmpty else { return Strings.searchFoundNothing + "\n" }
        return groups.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    static func json(_ results: SearchResults) throws -> String {
        try ListingJSON.text(of: SearchResultsRecord(results))
    }
}

/// The JSON shape of `tintype search --json`: the three lists, always present, clean text.
struct SearchResultsRecord: Encodable {
    var accounts: [Author]
    var hashtags: [Hashtag]
    var posts: [PostRecord]

    init(_ results: SearchResults) {
        accounts = results.accounts
        hashtags = results.hashtags
        posts = results.posts.map(PostRecord.init)
    }
}
