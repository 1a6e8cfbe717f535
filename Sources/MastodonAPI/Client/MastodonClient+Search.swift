import FoundationEssentials

extension MastodonClient {
    /// Accounts, hashtags and posts matching the query (`/api/v2/search`), or only one kind.
    /// `resolve` lets the server look up a handle or a post's address on another instance, which
    /// takes it a network round of its own: asked for when a person picks such a result, not while
    /// typing.
    public func search(
        _ query: String, kind: SearchKind? = nil, resolve: Bool = false, limit: Int = 20
    ) async throws -> SearchResultsEntity {
        var items = [URLQueryItem(name: "q", value: query)]
        if let kind { items.append(URLQueryItem(name: "type", value: kind.rawValue)) }
        items.append(URLQueryItem(name: "resolve", value: resolve ? "true" : "false"))
        items.append(URLQueryItem(name: "limit", value: String(limit)))
        return try decode(SearchResultsEntity.self, from: await perform(.get, "/api/v2/search", query: items))
    }

    /// The hashtags in use most lately (`/api/v1/trends/tags`); a server without trends answers 404.
    public func trendingTags(limit: Int = 10) async throws -> [TagEntity] {
        let response = try await perform(.get, "/api/v1/trends/tags", query: [URLQueryItem(name: "limit", value: String(limit))])
        return try decode(LenientList<TagEntity>.self, from: response).elements
    }

    /// The posts liked and boosted most lately (`/api/v1/trends/statuses`); 404 without trends.
    public func trendingStatuses(limit: Int = 10) async throws -> [StatusEntity] {
        let response = try await perform(.get, "/api/v1/trends/statuses", query: [URLQueryItem(name: "limit", value: String(limit))])
        return try decode(LenientList<StatusEntity>.self, from: response).elements
    }

    /// Accounts the server suggests following (`/api/v2/suggestions`); 404 where it has none.
    public func suggestedAccounts(limit: Int = 10) async throws -> [AccountEntity] {
        let response = try await perform(.get, "/api/v2/suggestions", query: [URLQueryItem(name: "limit", value: String(limit))])
        return try decode(LenientList<Suggestion>.self, from: response).elements.map(\.account)
    }

    /// One suggestion: the account, and why (left unread).
    private struct Suggestion: Decodable {
        var account: AccountEntity
    }
}
