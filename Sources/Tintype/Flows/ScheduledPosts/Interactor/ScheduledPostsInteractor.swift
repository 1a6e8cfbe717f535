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
        work.start(inSlot: "list") { [weak self, publishingService] in
            do {
                let posts = try await publishingService.obtainScheduledPosts()
                guard !Task.isCancelled else { return }
                self?.output?.didObtainScheduledPosts(posts)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainScheduledPosts(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func cancelScheduledPost(id: String) {
        work.startLasting { [weak self, publishingService] in
            do {
                try await publishingService.cancelScheduledPost(id: id)
                self?.output?.didCancelScheduledPost(id: id)
            } catch {
                self?.output?.didFailToChangeScheduledPost(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func redraftScheduledPost(id: String) {
        work.startLasting { [weak self, publishingService] in
            do {
                _ = try await publishingService.redraftScheduledPost(id: id)
                self?.output?.didRedraftScheduledPost(id: id)
            } catch {
                self?.output?.didFailToChangeScheduledPost(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
