import MastodonAPI

/// The signed-in account.
public protocol AccountService: Sendable {
    /// The account the token belongs to, from the server, or from the cache when offline.
    func obtainCurrentAccount() async throws -> AccountEntity
}
