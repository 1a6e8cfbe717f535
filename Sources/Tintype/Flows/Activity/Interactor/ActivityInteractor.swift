/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// Holds only its dependencies and the handles of requests in flight: each request starts a task
/// that awaits the activity or follow service, maps entities to plain objects, and reports on the
/// main actor. The posts I liked are the embedded list of posts'.
@MainActor
final class ActivityInteractor: ActivityInteractorInput {
    weak var output: (any ActivityInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let activityService: any ActivityService
    private let postStore: PostStore
    private let safetyService: any SafetyService
    private let relationships: RelationshipChangeSender
    private let clock: RefreshClock
    private let thumbnails: ThumbnailFetcher

    init(
        activityService: any ActivityService, followService: any FollowService, safetyService: any SafetyService,
        mediaService: any MediaService, clock: RefreshClock, postStore: PostStore, relationshipStore: RelationshipStore
    ) {
        self.postStore = postStore
        self.safetyService = safetyService
        self.activityService = activityService
        relationships = RelationshipChangeSender(followService: followService, safetyService: safetyService, store: relationshipStore)
        self.clock = clock
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

    func obtainCachedActivity() {
        run { [activityService, postStore] output in
            let asked = postStore.now
            guard let slice = await activityService.obtainCachedActivity() else { return }
            output()?.didObtainCachedActivity(Self.activity(from: slice, in: postStore, askedAt: asked))
        }
    }

    func obtainNewestActivity(filter: NoticeFilter) {
        run(slot: Self.activitySlot) { [activityService, postStore] output in
            let asked = postStore.now
            do {
                let slice = try await activityService.obtainNewestActivity(filter: filter)
                output()?.didObtainActivity(
                    Self.activity(from: slice, in: postStore, askedAt: asked), filter: filter, areOlder: false,
                    storageProblem: slice.storageProblem.map { ConnectionProblemMapper.problem(from: $0) })
            } catch {
                output()?.didFailToObtainActivity(ConnectionProblemMapper.problem(from: error), areOlder: false)
            }
        }
    }

    func obtainOlderActivity(filter: NoticeFilter) {
        run(slot: Self.activitySlot) { [activityService, postStore] output in
            let asked = postStore.now
            do {
                let slice = try await activityService.obtainOlderActivity()
                output()?.didObtainActivity(
                    Self.activity(from: slice, in: postStore, askedAt: asked), filter: filter, areOlder: true, storageProblem: nil)
            } catch {
                output()?.didFailToObtainActivity(ConnectionProblemMapper.problem(from: error), areOlder: true)
            }
        }
    }

    func obtainUnseenCount() {
        run { [activityService] output in
            guard let count = try? await activityService.obtainUnseenCount() else { return }
            output()?.didObtainUnseenCount(count)
        }
    }

    func observeActivity() {
        observeNewNotices()
        observeRefreshTime()
        work.observeSilencedAccounts(of: safetyService) { [weak self] in self?.output?.didSilenceAccount(withId: $0) }
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    private func observeNewNotices() {
        run { [activityService] output in
            for await _ in await activityService.observeNewNotifications() {
                output()?.didReceiveNewNotice()
            }
        }
    }

    func markActivitySeen() {
        run { [activityService] _ in
            // The marker is also kept here, so a failure only means other clients see it later.
            try? await activityService.markLoadedActivitySeen()
        }
    }

    private func observeRefreshTime() {
        run { [clock] output in
            await clock.run { output()?.didReachRefreshTime() }
        }
    }

    func toggleFollow(accountId: String, accountIsLocked: Bool) {
        changeRelationship(relationships.followToggled(accountId: accountId, accountIsLocked: accountIsLocked), accountId: accountId)
    }

    /// A follow back shows at once on a profile of the account open anywhere.
    func changeRelationship(_ request: RelationshipRequest, accountId: String) {
        relationships.make(request, accountId: accountId, in: work) { [weak self] _, after in
            self?.output?.didSettleRelationshipChange(request, accountId: accountId, to: after)
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    /// Starts a request whose report goes to the output, unless the module closed meanwhile; one
    /// in a slot replaces the slot's earlier request (a filter changed before its page came).
    private func run(
        slot: String? = nil, _ request: @escaping @MainActor @Sendable (_ output: () -> (any ActivityInteractorOutput)?) async -> Void
    ) {
        let task: @MainActor @Sendable () async -> Void = { [weak self] in
            await request { Task.isCancelled ? nil : self?.output }
        }
        if let slot { _ = work.start(inSlot: slot, task) } else { _ = work.start(task) }
    }

    private static let activitySlot = "activity"

    /// The groups, each post in them as the store has it; a post taken down leaves its group without it.
    private static func activity(from slice: ActivitySlice, in postStore: PostStore, askedAt asked: StoreMoment) -> ActivityList {
        var activity = slice.list
        for index in activity.groups.indices {
            activity.groups[index].post = activity.groups[index].post.flatMap { postStore.receive([$0], askedAt: asked).first }
        }
        return activity
    }
}
