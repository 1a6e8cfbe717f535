import Imaging

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailInteractor: PostDetailInteractorInput {
    weak var output: (any PostDetailInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    private let postService: any PostService
    private let likeService: any LikeService
    private let photos: PhotoFetcher

    init(postService: any PostService, likeService: any LikeService, mediaService: any MediaService) {
        self.postService = postService
        self.likeService = likeService
        photos = PhotoFetcher(mediaService: mediaService, work: work)
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainPost(withId postId: String) {
        work.start(inSlot: "post") { [weak self, postService] in
            if let loaded = await postService.obtainLoadedPost(id: postId), !Task.isCancelled {
                self?.output?.didObtainPost(PostMapper.post(from: loaded))
            }
            do {
                let fresh = try await postService.obtainPost(id: postId)
                await postService.updateLoadedPost(fresh)
                guard !Task.isCancelled else { return }
                self?.output?.didObtainPost(PostMapper.post(from: fresh))
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainPost(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func performLike(_ isLiked: Bool, postId: String) {
        // A like is not cancelled by a newer one, nor by closing: the last request to finish is
        // the state the server has, and each answer carries it.
        work.startLasting { [weak self, likeService, postService] in
            do {
                let status =
                    isLiked ? try await likeService.performLike(postId: postId) : try await likeService.performUnlike(postId: postId)
                await postService.updateLoadedPost(status)
                self?.output?.didChangeLike(of: PostMapper.post(from: status))
            } catch OutboxError.superseded {
                // A later like or unlike replaced this one before it went out; its answer tells.
                return
            } catch {
                self?.output?.didFailToChangeLike(ofPostId: postId, problem: ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func obtainPicture(of item: MediaItem) {
        photos.fetch(item) { [weak self] in self?.output }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
