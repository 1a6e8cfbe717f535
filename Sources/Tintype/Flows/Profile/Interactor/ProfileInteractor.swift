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
        run { [accountService] output in
            do {
                output()?.didObtainSignedInAccountId(try await accountService.obtainCurrentAccount().id)
            } catch {
                output()?.didFailToObtainProfile(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func obtainCachedProfile(accountId: String) {
        run { [accountService] output in
            guard let profile = await accountService.obtainCachedAccount(withId: accountId) else { return }
            output()?.didObtainCachedProfile(profile)
        }
    }

    func obtainProfile(accountId: String) {
        run { [accountService] output in
            do {
                output()?.didObtainProfile(try await accountService.obtainAccount(withId: accountId))
            } catch {
                output()?.didFailToObtainProfile(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func obtainRelationship(accountId: String) {
        run { [accountService, relationships] _ in
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
        run { [mediaService] output in
            guard let picture = try? await mediaService.picture(at: address, wanted: .thumbnail) else { return }
            output()?.didObtainAvatar(picture, address: address)
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    /// Starts a request whose report goes to the output, unless the module closed meanwhile.
    private func run(_ request: @escaping @MainActor @Sendable (_ output: () -> (any ProfileInteractorOutput)?) async -> Void) {
        work.start { [weak self] in
            await request { Task.isCancelled ? nil : self?.output }
        }
    }
}
