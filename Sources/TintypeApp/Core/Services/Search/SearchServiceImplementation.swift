import FoundationEssentials
import MastodonAPI
import TextBasics
import Tintype

/// Search over the client; nothing is cached, a query's answer is only good while it is typed.
public struct SearchServiceImplementation: SearchService {
    private let client: MastodonClient

    public init(client: MastodonClient) {
        self.client = client
    }

    public func obtainResults(for query: String, kind: SearchCategory?, resolve: Bool) async throws -> SearchResults {
        let trimmed = query.trimmed()
        guard !trimmed.isEmpty else { return SearchResults() }
        return SearchResultsMapper.results(from: try await client.search(trimmed, kind: kind.map(Self.searchKind), resolve: resolve))
    }

    public func resolveAccount(handle: String) async throws -> Author? {
        try await obtainResults(for: handle, kind: .accounts, resolve: true).accounts.first
    }

    public func obtainDiscoveries() async -> SearchResults {
        async let tags = try? client.trendingTags()
        async let accounts = try? client.suggestedAccounts()
        async let statuses = try? client.trendingStatuses()
        let found = SearchResultsEntity(accounts: await accounts ?? [], hashtags: await tags ?? [], statuses: await statuses ?? [])
        return SearchResultsMapper.results(from: found)
    }

    private static func searchKind(_ category: SearchCategory) -> SearchKind {
        switch category {
        case .accounts: .accounts
        case .hashtags: .hashtags
        case .posts: .statuses
        }
    }
}
