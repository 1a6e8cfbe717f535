import MastodonAPI

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// Holds only its dependencies and the handles of requests in flight: each request starts a task
/// that awaits a service, maps entities to plain objects, and reports on the main actor.
@MainActor
final class ProfileInteractor: ProfileInteractorInput {
    weak var output: (any ProfileInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let accountService: any AccountService
    private let followService: any FollowService
    private let safetyService: any SafetyService
    private let mediaService: any MediaService

    init(
        accountService: any AccountService, followService: any FollowService, safetyService: any SafetyService,
        mediaService: any MediaService
    ) {
        self.safetyService = safetyService
        self.accountService = accountService
        self.followService = followService
        self.mediaService = mediaService
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
            guard let entity = await accountService.obtainCachedAccount(withId: accountId) else { return }
            output()?.didObtainCachedProfile(ProfileMapper.profile(from: entity))
        }
    }

    func obtainProfile(accountId: String) {
        run { [accountService] output in
            do {
                let entity = try await accountService.obtainAccount(withId: accountId)
                output()?.didObtainProfile(ProfileMapper.profile(from: entity))
            } catch {
                output()?.didFailToObtainProfile(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func obtainRelationship(accountId: String) {
        run { [accountService] output in
            guard let entity = try? await accountService.obtainRelationship(withAccountId: accountId) else { return }
            output()?.didObtainRelationship(ProfileMapper.relationship(from: entity))
        }
    }

    func performFollow(_ follow: Bool, accountId: String) {
        run { [followService] output in
            do {
                let entity =
                    follow
                    ? try await followService.performFollow(accountId: accountId)
                    : try await followService.performUnfollow(accountId: accountId)
                output()?.didPerformFollow(ProfileMapper.relationship(from: entity))
            } catch OutboxError.superseded {
                // A later follow or unfollow replaced this one before it went out; its answer tells.
                return
            } catch {
                output()?.didFailToPerformFollow(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func performBlock(_ block: Bool, accountId: String) {
        performSafetyChange { [safetyService] in try await safetyService.performBlock(block, accountId: accountId) }
    }

    func performMute(accountId: String, for duration: MuteDuration, hidingNotifications: Bool) {
        performSafetyChange { [safetyService] in
            try await safetyService.performMute(accountId: accountId, seconds: duration.seconds, hidesNotifications: hidingNotifications)
        }
    }

    func performUnmute(accountId: String) {
        performSafetyChange { [safetyService] in try await safetyService.performUnmute(accountId: accountId) }
    }

    private func performSafetyChange(_ change: @escaping @Sendable () async throws -> RelationshipEntity) {
        run { output in
            do {
                output()?.didPerformSafetyChange(ProfileMapper.relationship(from: try await change()))
            } catch OutboxError.superseded {
                // A later choice on the account replaced this one before it went out.
                return
            } catch {
                output()?.didFailToPerformSafetyChange(ConnectionProblemMapper.problem(from: error))
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
