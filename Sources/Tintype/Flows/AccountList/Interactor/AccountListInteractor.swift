/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post, whom I block or mute.
///
/// Holds only its dependencies and its task tracker; the services keep where the next page starts.
@MainActor
final class AccountListInteractor: AccountListInteractorInput {
    weak var output: (any AccountListInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let accountService: any AccountService
    private let likeService: any LikeService
    private let safetyService: any SafetyService

    init(accountService: any AccountService, likeService: any LikeService, safetyService: any SafetyService) {
        self.accountService = accountService
        self.likeService = likeService
        self.safetyService = safetyService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainAccounts(of source: AccountListSource, more: Bool) {
        work.request(
            for: self, inSlot: "page",
            { [accountService, likeService, safetyService] in
                switch source {
                case .followers(let accountId, _): try await accountService.obtainFollowers(ofAccountId: accountId, more: more)
                case .following(let accountId, _): try await accountService.obtainFollowing(ofAccountId: accountId, more: more)
                case .likers(let postId): try await likeService.obtainLikers(ofPostId: postId, more: more)
                case .blocked: try await safetyService.obtainBlockedAccounts(more: more)
                case .muted: try await safetyService.obtainMutedAccounts(more: more)
                }
            },
            then: { $0.output?.didObtainAccounts($1.items, hasMore: $1.hasMore, areMore: more) },
            failed: { $0.output?.didFailToObtainAccounts($1) })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
