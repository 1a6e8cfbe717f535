/// Module is responsible for every version of my post, newest first, as it was edited.
///
/// Holds only its dependencies and its task tracker: each request starts a task in `work` that
/// awaits a service for plain objects and reports on the main actor.
@MainActor
final class PostHistoryInteractor: PostHistoryInteractorInput {
    weak var output: (any PostHistoryInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let postService: any PostService

    init(postService: any PostService) {
        self.postService = postService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainHistory(ofPostId postId: String) {
        work.request(
            for: self, { [postService] in try await postService.obtainHistory(ofPostId: postId) },
            then: { $0.output?.didObtainHistory($1) }, failed: { $0.output?.didFailToObtainHistory($1) })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
