/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// Holds only its dependencies and the handles of requests in flight: each request starts a task
/// that awaits a service for plain objects and reports on the main actor.
@MainActor
final class ProfileInteractor: ProfileInteractorInput {
    weak var output: (any ProfileInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let accountService: any AccountService
    private let mediaService: any MediaService
    private let relationships: RelationshipStore
    private let changes: RelationshipChangeSender

    init(
        accountService: any AccountService, followService: any FollowService, safetyService: any SafetyService,
        mediaService: any MediaService, relationshipStore: RelationshipStore
    ) {
        self.accountService = accountService
        self.mediaService = mediaService
        relationships = relationshipStore
        changes = RelationshipChangeSender(followService: followService, safetyService: safetyService, store: relationshipStore)
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainSignedInAccountId() {
        work.request(
            for: self, { [accountService] in try await accountService.obtainCurrentAccount().id },
            then: { $0.output?.didObtainSignedInAccountId($1) }, failed: { $0.output?.didFailToObtainProfile($1) })
    }

    func obtainCachedProfile(accountId: String) {
        work.request(
            for: self, { [accountService] in await accountService.obtainCachedAccount(withId: accountId) },
            then: { owner, profile in profile.map { owner.output?.didObtainCachedProfile($0) } })
    }

    func obtainProfile(accountId: String) {
        work.request(
            for: self, { [accountService] in try await accountService.obtainAccount(withId: accountId) },
            then: { $0.output?.didObtainProfile($1) }, failed: { $0.output?.didFailToObtainProfile($1) })
    }

    /// The answer goes to the store, which tells every screen observing the account.
    func obtainRelationship(accountId: String) {
        work.start { [accountService, relationships] in
            let asked = relationships.now
            guard let relationship = try? await accountService.obtainRelationship(withAccountId: accountId) else { return }
            relationships.receive(relationship, accountId: accountId, askedAt: asked)
        }
    }

    func observeRelationship(accountId: String) {
        work.observeRelationship(ofAccountId: accountId, in: relationships) { [weak self] in self?.output?.didChangeRelationship($0) }
    }

    func toggleFollow(accountId: String, accountIsLocked: Bool) {
        changeRelationship(changes.followToggled(accountId: accountId, accountIsLocked: accountIsLocked), accountId: accountId)
    }

    /// A follow taken moved the follower count on the server, which is fetched rather than
    /// guessed; a follow refused is asked about again.
    func changeRelationship(_ request: RelationshipRequest, accountId: String) {
        changes.make(request, accountId: accountId, in: work) { [weak self] _, after in
            self?.output?.didSettleRelationshipChange(request, accountId: accountId, to: after)
            guard case .follow = request else { return }
            switch after {
            case .success: self?.obtainProfile(accountId: accountId)
            case .failure: self?.obtainRelationship(accountId: accountId)
            }
        }
    }

    func obtainAvatar(at address: String) {
        work.request(
            for: self, { [mediaService] in try await mediaService.picture(at: address, wanted: .thumbnail) },
            then: { $0.output?.didObtainAvatar($1, address: address) })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
