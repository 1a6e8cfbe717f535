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
        work.start(for: self) { [activityService, postStore] owner in
            let asked = postStore.now
            guard let slice = await activityService.obtainCachedActivity() else { return }
            owner()?.output?.didObtainCachedActivity(Self.activity(from: slice, in: postStore, askedAt: asked))
        }
    }

    func obtainNewestActivity(filter: NoticeFilter) {
        work.start(for: self, inSlot: Self.activitySlot) { [activityService, postStore] owner in
            let asked = postStore.now
            do {
                let slice = try await activityService.obtainNewestActivity(filter: filter)
                owner()?.output?.didObtainActivity(
                    Self.activity(from: slice, in: postStore, askedAt: asked), filter: filter, areOlder: false,
                    storageProblem: slice.storageProblem.map { ConnectionProblemMapper.problem(from: $0) })
            } catch {
                owner()?.output?.didFailToObtainActivity(ConnectionProblemMapper.problem(from: error), areOlder: false)
            }
        }
    }

    func obtainOlderActivity(filter: NoticeFilter) {
        work.start(for: self, inSlot: Self.activitySlot) { [activityService, postStore] owner in
            let asked = postStore.now
            do {
                let slice = try await activityService.obtainOlderActivity()
                owner()?.output?.didObtainActivity(
                    Self.activity(from: slice, in: postStore, askedAt: asked), filter: filter, areOlder: true, storageProblem: nil)
            } catch {
                owner()?.output?.didFailToObtainActivity(ConnectionProblemMapper.problem(from: error), areOlder: true)
            }
        }
    }

    func obtainUnseenCount() {
        work.request(
            for: self, { [activityService] in try await activityService.obtainUnseenCount() }, then: { $0.output?.didObtainUnseenCount($1) }
        )
    }

    func observeActivity() {
        observeNewNotices()
        observeRefreshTime()
        work.observeSilencedAccounts(of: safetyService) { [weak self] in self?.output?.didSilenceAccount(withId: $0) }
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    private func observeNewNotices() {
        work.start(for: self) { [activityService] owner in
            for await _ in await activityService.observeNewNotifications() {
                owner()?.output?.didReceiveNewNotice()
            }
        }
    }

    func markActivitySeen() {
        work.start { [activityService] in
            // The marker is also kept here, so a failure only means other clients see it later.
            try? await activityService.markLoadedActivitySeen()
        }
    }

    private func observeRefreshTime() {
        work.start(for: self) { [clock] owner in
            await clock.run { owner()?.output?.didReachRefreshTime() }
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
