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
    private let postStore: PostStore
    private let followService: any FollowService
    private let safetyService: any SafetyService
    private let saveService: any SaveService
    private let thumbnails: ThumbnailFetcher
    private let mediaService: any MediaService
    private let queuedPosts: QueuedPostsReader

    init(
        accountService: any AccountService, followService: any FollowService, safetyService: any SafetyService,
        saveService: any SaveService, publishingService: any PublishingService, mediaService: any MediaService, postStore: PostStore
    ) {
        self.postStore = postStore
        self.safetyService = safetyService
        self.accountService = accountService
        self.queuedPosts = QueuedPostsReader(publishingService: publishingService, accountService: accountService)
        self.followService = followService
        self.saveService = saveService
        self.mediaService = mediaService
        self.thumbnails = ThumbnailFetcher(mediaService: mediaService, work: work)
    }

    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) {
        thumbnails.fetch(requests) { [weak self] postId, picture, isFinal in
            self?.output?.didObtainThumbnail(picture, postId: postId, isFinal: isFinal)
        }
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

    func obtainPosts(accountId: String, onlyWithMedia: Bool, more: Bool) {
        obtainPosts(more: more) { [accountService] in
            try await accountService.obtainPosts(ofAccountId: accountId, onlyWithMedia: onlyWithMedia, more: more)
        }
    }

    func obtainSavedPosts(more: Bool) {
        obtainPosts(more: more) { [saveService] in try await saveService.obtainSavedPosts(more: more) }
    }

    /// Either list of posts, in the one slot: the list shown changed, the older request is moot.
    private func obtainPosts(more: Bool, read: @escaping @Sendable () async throws -> PagedReads<StatusEntity>.Slice) {
        work.start(inSlot: "posts") { [weak self] in
            do {
                let slice = try await read()
                guard !Task.isCancelled, let self else { return }
                output?.didObtainPosts(postStore.receive(PostMapper.posts(from: slice.items)), hasOlderPosts: slice.hasMore, areOlder: more)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainPosts(ConnectionProblemMapper.problem(from: error))
            }
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

    func observeSilencedAccounts() {
        run { [safetyService] output in
            for await accountId in await safetyService.observeSilencedAccounts() {
                guard !Task.isCancelled else { return }
                output()?.didSilenceAccount(withId: accountId)
            }
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

    func obtainShowsPostsAsGrid() {
        run { [accountService] output in
            let showsGrid = await accountService.obtainShowsPostsAsGrid()
            output()?.didObtainShowsPostsAsGrid(showsGrid)
        }
    }

    func saveShowsPostsAsGrid(_ showsGrid: Bool) {
        run { [accountService] _ in await accountService.saveShowsPostsAsGrid(showsGrid) }
    }

    func observePostChanges() {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    func obtainQueuedPosts() {
        // A newer ask replaces an older one still reading, as in Home.
        work.start(inSlot: "queued") { [weak self, queuedPosts] in
            let posts = await queuedPosts.posts()
            guard !Task.isCancelled else { return }
            self?.output?.didObtainQueuedPosts(posts)
        }
    }

    func observeSentPosts() {
        run { [queuedPosts] output in
            for await sent in await queuedPosts.sentPosts() {
                output()?.didSendQueuedPost(withId: sent.queuedId, as: sent.post)
            }
        }
    }

    /// Starts a request whose report goes to the output, unless the module closed meanwhile.
    private func run(_ request: @escaping @MainActor @Sendable (_ output: () -> (any ProfileInteractorOutput)?) async -> Void) {
        work.start { [weak self] in
            await request { Task.isCancelled ? nil : self?.output }
        }
    }
}
