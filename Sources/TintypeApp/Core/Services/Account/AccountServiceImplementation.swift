import FoundationEssentials
import MastodonAPI
import Tintype

/// Accounts over the client. The signed-in account and every profile shown are kept in the
/// cache, so an offline start still knows who is signed in and a profile seen before shows at once.
public struct AccountServiceImplementation: AccountService {
    private let client: MastodonClient
    private let cache: FileCache
    private let cacheKey: String
    private let postsAsGrid: PreferenceFlag
    private let posts = PagedReads<StatusEntity>(pageSize: 20, identity: \.id)
    private let accounts = PagedReads<AccountEntity>(identity: \.id)

    public init(client: MastodonClient, cache: FileCache, cacheKey: String, preferences: FileCache? = nil) {
        self.client = client
        self.cache = cache
        self.cacheKey = cacheKey
        // A photo app's profile is a grid until the person asks for the list.
        postsAsGrid = PreferenceFlag(preferences: preferences, key: "profile-posts-as-grid", defaultValue: true)
    }

    public func obtainShowsPostsAsGrid() async -> Bool {
        postsAsGrid.read()
    }

    public func saveShowsPostsAsGrid(_ showsGrid: Bool) async {
        postsAsGrid.write(showsGrid)
    }

    public func obtainCurrentAccount() async throws -> Profile {
        do {
            let account = try await client.verifyCredentials()
            save(account, for: cacheKey)
            return ProfileMapper.profile(from: account)
        } catch let error as MastodonError where error.isTransient {
            guard let account = cachedAccount(for: cacheKey) else { throw error }
            return ProfileMapper.profile(from: account)
        }
    }

    public func obtainAccount(withId accountId: String) async throws -> Profile {
        let account = try await client.account(id: accountId)
        save(account, for: profileKey(accountId))
        return ProfileMapper.profile(from: account)
    }

    public func obtainCachedAccount(withId accountId: String) async -> Profile? {
        cachedAccount(for: profileKey(accountId)).map(ProfileMapper.profile(from:))
    }

    public func obtainAccount(withHandle handle: String) async throws -> Profile {
        let account = try await client.lookupAccount(handle: handle)
        save(account, for: profileKey(account.id))
        return ProfileMapper.profile(from: account)
    }

    public func obtainRelationship(withAccountId accountId: String) async throws -> Relationship {
        ProfileMapper.relationship(from: try await client.relationship(accountId: accountId))
    }

    public func obtainPosts(ofAccountId accountId: String, onlyWithMedia: Bool, more: Bool) async throws -> PageSlice<Post> {
        try await posts.read("\(accountId) \(onlyWithMedia ? "media" : "all")", more: more) { [client] request in
            try await client.accountStatuses(accountId: accountId, request, onlyMedia: onlyWithMedia)
        }.map(PostMapper.posts(from:))
    }

    public func obtainFollowers(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile> {
        try await accounts.read("followers \(accountId)", more: more) { [client] in try await client.followers(accountId: accountId, $0) }
            .map(ProfileMapper.profiles(from:))
    }

    public func obtainFollowing(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile> {
        try await accounts.read("following \(accountId)", more: more) { [client] in try await client.following(accountId: accountId, $0) }
            .map(ProfileMapper.profiles(from:))
    }

    private func profileKey(_ accountId: String) -> String {
        cacheKey + "-profile-" + String(accountId.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private func save(_ account: AccountEntity, for key: String) {
        if let data = try? CacheRecords.encode(AccountRecord(account)) {
            try? cache.write(data, for: key)
        }
    }

    private func cachedAccount(for key: String) -> AccountEntity? {
        cache.read(key).flatMap { CacheRecords.decode(AccountRecord.self, from: $0) }?.entity
    }
}
