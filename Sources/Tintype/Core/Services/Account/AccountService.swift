/// Accounts: the signed-in one, anyone's profile, their posts, followers and following.
public protocol AccountService: Sendable {
    /// The account the token belongs to, from the server, or from the cache when offline.
    func obtainCurrentAccount() async throws -> Profile
    /// An account as the server has it now; it is kept for the next time it is shown.
    func obtainAccount(withId accountId: String) async throws -> Profile
    /// The account as it was last seen, if it was.
    func obtainCachedAccount(withId accountId: String) async -> Profile?
    /// An account by its handle: "grace", "@grace" or "grace@pixelfed.social".
    func obtainAccount(withHandle handle: String) async throws -> Profile
    func obtainRelationship(withAccountId accountId: String) async throws -> Relationship
    /// The account's posts, newest first, only those with photos or other media when
    /// `onlyWithMedia`: the first page, or with `more` every post loaded so far with the next page.
    func obtainPosts(ofAccountId accountId: String, onlyWithMedia: Bool, more: Bool) async throws -> PageSlice<Post>
    /// Who follows the account: the first page, or with `more` every one loaded with the next page.
    func obtainFollowers(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile>
    /// Whom the account follows, paged as `obtainFollowers`.
    func obtainFollowing(ofAccountId accountId: String, more: Bool) async throws -> PageSlice<Profile>
    /// Whether profiles show their posts as a grid of photos (else as a list), as last chosen.
    func obtainShowsPostsAsGrid() async -> Bool
    func saveShowsPostsAsGrid(_ showsGrid: Bool) async
}
