import MastodonAPI

@testable import Tintype

/// Searches that answer with the results or the refusal the test set, remembering what was asked.
struct SearchServiceStub: SearchService {
    /// One search as it was asked for.
    struct Asked: Equatable {
        var query: String
        var kind: SearchKind?
        var resolve: Bool
    }

    var results: Result<SearchResultsEntity, MastodonError> = .success(SearchResultsEntity())
    var discoveries = SearchResultsEntity()
    let asked = LockedList<Asked>()

    func obtainResults(for query: String, kind: SearchKind?, resolve: Bool) async throws -> SearchResultsEntity {
        asked.append(Asked(query: query, kind: kind, resolve: resolve))
        return try results.get()
    }

    func obtainDiscoveries() async -> SearchResultsEntity {
        discoveries
    }
}
