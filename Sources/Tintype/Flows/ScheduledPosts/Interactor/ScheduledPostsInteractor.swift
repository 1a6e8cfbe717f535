import FoundationEssentials

/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
///
/// Holds only its dependencies and its task tracker.
@MainActor
final class ScheduledPostsInteractor: ScheduledPostsInteractorInput {
    weak var output: (any ScheduledPostsInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let publishingService: any PublishingService

    init(publishingService: any PublishingService) {
        self.publishingService = publishingService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainScheduledPosts() {
        work.request(
            for: self, inSlot: "list", { [publishingService] in try await publishingService.obtainScheduledPosts() },
            then: { $0.output?.didObtainScheduledPosts($1) }, failed: { $0.output?.didFailToObtainScheduledPosts($1) })
    }

    func cancelScheduledPost(id: String) {
        work.request(
            for: self, lasting: true, { [publishingService] in try await publishingService.cancelScheduledPost(id: id) },
            then: { owner, _ in owner.output?.didCancelScheduledPost(id: id) }, failed: { $0.output?.didFailToChangeScheduledPost($1) })
    }

    func moveScheduledPost(id: String, to date: Date) {
        work.request(
            for: self, lasting: true, { [publishingService] in try await publishingService.reschedule(scheduledPostId: id, to: date) },
            then: { $0.output?.didMoveScheduledPost($1) }, failed: { $0.output?.didFailToChangeScheduledPost($1) })
    }

    func redraftScheduledPost(id: String) {
        work.request(
            for: self, lasting: true, { [publishingService] in _ = try await publishingService.redraftScheduledPost(id: id) },
            then: { owner, _ in owner.output?.didRedraftScheduledPost(id: id) }, failed: { $0.output?.didFailToChangeScheduledPost($1) })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
