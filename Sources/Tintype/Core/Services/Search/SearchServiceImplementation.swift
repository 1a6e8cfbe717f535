import FoundationEssentials
import MastodonAPI
import TextBasics

/// Search over the client; nothing is cached, a query's answer is only good while it is typed.
public struct SearchServiceImplementation: SearchService {
    private let client: MastodonClient

    public init(client: MastodonClient) {
        self.client = client
    }

    public func obtainResults(for query: String, kind: SearchKind?, resolve: Bool) async throws -> SearchResults {
        let trimmed = query.trimmed()
        guard !trimmed.isEmpty else { return SearchResults() }
        return SearchResultsMapper.results(from: try await client.search(trimmed, kind: kind, resolve: resolve))
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
}
