/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailInteractor: PostDetailInteractorInput {
    weak var output: (any PostDetailInteractorOutput)?

    private let postService: any PostService
    private var postTask: Task<Void, Never>?

    init(postService: any PostService) {
        self.postService = postService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainPost(withId postId: String) {
        postTask?.cancel()
        postTask = Task { [weak self, postService] in
            if let loaded = await postService.obtainLoadedPost(id: postId), !Task.isCancelled {
                self?.output?.didObtainPost(PostMapper.post(from: loaded))
            }
            do {
                let fresh = try await postService.obtainPost(id: postId)
                guard !Task.isCancelled else { return }
                self?.output?.didObtainPost(PostMapper.post(from: fresh))
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainPost(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func cancelAllRequests() {
        postTask?.cancel()
    }
}
