import Foundation
import MastodonAPI

/// The signed-in account over the client, kept in the cache so an offline start still knows it.
public struct AccountServiceImplementation: AccountService {
    private let client: MastodonClient
    private let cache: FileCache
    private let cacheKey: String

    public init(client: MastodonClient, cache: FileCache, cacheKey: String) {
        self.client = client
        self.cache = cache
        self.cacheKey = cacheKey
    }

    public func obtainCurrentAccount() async throws -> AccountEntity {
        do {
            let account = try await client.verifyCredentials()
            if let data = try? JSONEncoder().encode(account) {
                try? cache.write(data, for: cacheKey)
            }
            return account
        } catch let error as MastodonError where error.isTransient {
            guard let data = cache.read(cacheKey), let account = try? JSONDecoder().decode(AccountEntity.self, from: data)
            else { throw error }
            return account
        }
    }
}
