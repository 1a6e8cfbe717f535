import MastodonAPI

@testable import Tintype
@testable import TintypeApp

/// Searches that answer with the results or the refusal the test set, remembering what was asked.
struct SearchServiceStub: SearchService {
    /// One search as it was asked for.
    struct Asked: Equatable {
        var query: String
        var kind: SearchCategory?
        var resolve: Bool
    }

    var results: Result<SearchResultsEntity, MastodonError> = .success(SearchResultsEntity())
    var discoveries = SearchResultsEntity()
    let asked = LockedList<Asked>()

    func obtainResults(for query: String, kind: SearchCategory?, resolve: Bool) async throws -> SearchResults {
        asked.append(Asked(query: query, kind: kind, resolve: resolve))
        return SearchResultsMapper.results(from: try results.get())
    }

    func resolveAccount(handle: String) async throws -> Author? {
        try await obtainResults(for: handle, kind: .accounts, resolve: true).accounts.first
    }

    func obtainDiscoveries() async -> SearchResults {
        SearchResultsMapper.results(from: discoveries)
    }
}
