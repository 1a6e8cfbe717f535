/// Module is responsible for the posts that quote one of mine, each opened as any post is.
///
/// Holds only its dependencies and its task tracker.
@MainActor
final class QuotesInteractor: QuotesInteractorInput {
    weak var output: (any QuotesInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let postService: any PostService

    init(postService: any PostService) {
        self.postService = postService
    }

    isolated deinit {
        cancelAllRequests()
    }

    /// The post was loaded to be opened, so it is here without a request.
    func obtainQuotedCaption(ofPostId postId: String) {
        work.request(
            for: self, { [postService] in await postService.obtainLoadedPost(id: postId) },
            then: { owner, post in post.map { owner.output?.didObtainQuotedCaption($0.captionFirstLine) } })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
