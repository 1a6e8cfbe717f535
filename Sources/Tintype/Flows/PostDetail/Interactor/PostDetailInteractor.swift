import Imaging

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailInteractor: PostDetailInteractorInput {
    weak var output: (any PostDetailInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    private let postService: any PostService
    private let likeService: any LikeService
    private let mediaService: any MediaService
    private var postTask: Task<Void, Never>?
    private var likeTask: Task<Void, Never>?
    private var pictureTasks: [String: Task<Void, Never>] = [:]

    init(postService: any PostService, likeService: any LikeService, mediaService: any MediaService) {
        self.postService = postService
        self.likeService = likeService
        self.mediaService = mediaService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainPost(withId postId: String) {
        postTask?.cancel()
        postTask = work.start { [weak self, postService] in
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
        // A like is not cancelled by a newer one: the last request to finish is the state the
        // server has, and each answer carries it.
        likeTask = work.start { [weak self, likeService, postService] in
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
        guard let address = item.stillAddress, pictureTasks[address] == nil else { return }
        if let blurhash = item.blurhash, let likeness = mediaService.likeness(of: blurhash, size: Self.likenessSize(for: item)) {
            output?.didObtainPicture(likeness, isLikeness: true, address: address)
        }
        pictureTasks[address] = work.start { [weak self, mediaService] in
            do throws(MediaProblem) {
                let picture = try await mediaService.picture(at: address, wanted: .fullPanel)
                self?.output?.didObtainPicture(picture, isLikeness: false, address: address)
            } catch {
                self?.pictureTasks[address] = nil
                guard error != .cancelled else { return }
                self?.output?.didFailToObtainPicture(address: address, problem: error)
            }
        }
    }

    func cancelAllRequests() {
        postTask?.cancel()
        pictureTasks.values.forEach { $0.cancel() }
        pictureTasks = [:]
    }

    /// A likeness has no detail to lose: a small one, stretched, looks the same. It has the
    /// photo's shape where the server said, a square's where not.
    private static func likenessSize(for item: MediaItem) -> PixelSize {
        let side = 32
        let aspectRatio = item.aspectRatio ?? 1
        return aspectRatio >= 1
            ? PixelSize(width: side, height: max(1, Int((Double(side) / aspectRatio).rounded())))
            : PixelSize(width: max(1, Int((Double(side) * aspectRatio).rounded())), height: side)
    }
}
