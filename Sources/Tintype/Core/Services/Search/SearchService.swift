/// Finding accounts, hashtags and posts on the server.
public protocol SearchService: Sendable {
    /// What the server finds for the query, of one kind or of all three. With `resolve`, a handle
    /// or an address on another instance is looked up there first (slower: for a chosen result).
    func obtainResults(for query: String, kind: SearchCategory?, resolve: Bool) async throws -> SearchResults
    /// The account a handle on another instance names, looked up there first; nil when there is
    /// none.
    func resolveAccount(handle: String) async throws -> Author?
    /// What there is to find before anything is typed: suggested accounts, trending hashtags and
    /// trending posts, each empty where the server has none (a 404) or could not answer.
    func obtainDiscoveries() async -> SearchResults
}
