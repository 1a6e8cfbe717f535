import MastodonAPI

/// Module is responsible for a list of accounts: who follows an account, whom it follows, who liked a post.
///
/// Holds only its dependencies and the handle of the request in flight.
@MainActor
final class AccountListInteractor: AccountListInteractorInput {
    static let pageSize = 40

    weak var output: (any AccountListInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let accountService: any AccountService
    private let likeService: any LikeService

    init(accountService: any AccountService, likeService: any LikeService) {
        self.accountService = accountService
        self.likeService = likeService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainAccounts(of source: AccountListSource, after cursor: String?) {
        work.start(inSlot: "page") { [weak self, accountService, likeService] in
            let request = cursor.map { PageRequest.older(than: $0, limit: Self.pageSize) } ?? .newest(limit: Self.pageSize)
            do {
                let page =
                    switch source {
                    case .followers(let accountId, _): try await accountService.obtainFollowers(ofAccountId: accountId, page: request)
                    case .following(let accountId, _): try await accountService.obtainFollowing(ofAccountId: accountId, page: request)
                    case .likers(let postId): try await likeService.obtainLikers(ofPostId: postId, page: request)
                    }
                guard !Task.isCancelled else { return }
                self?.output?.didObtainAccounts(
                    page.items.map(ProfileMapper.profile(from:)), nextCursor: page.older?.maxId,
                    areMore: cursor != nil)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainAccounts(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
