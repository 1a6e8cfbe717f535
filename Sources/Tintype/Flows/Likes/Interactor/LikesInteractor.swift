import MastodonAPI

/// Module is responsible for who liked my posts, and the posts I liked.
///
/// Holds only its dependencies and the handles of requests in flight: each request starts a task
/// that awaits the like service, maps entities to plain objects, and reports on the main actor.
@MainActor
final class LikesInteractor: LikesInteractorInput {
    weak var output: (any LikesInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let likeService: any LikeService
    private let postService: any PostService
    private let clock: RefreshClock
    private let thumbnails: ThumbnailFetcher

    init(likeService: any LikeService, postService: any PostService, mediaService: any MediaService, clock: RefreshClock) {
        self.likeService = likeService
        self.postService = postService
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

    func obtainCachedLikeActivity() {
        run { [likeService] output in
            guard let slice = await likeService.obtainCachedLikeActivity() else { return }
            output()?.didObtainCachedLikeActivity(LikeActivityMapper.activity(from: slice))
        }
    }

    func obtainNewestLikeActivity() {
        obtainLikeActivity(areOlder: false)
    }

    func obtainOlderLikeActivity() {
        obtainLikeActivity(areOlder: true)
    }

    func obtainCachedLikedPosts() {
        run { [likeService] output in
            guard let slice = await likeService.obtainCachedLikedPosts() else { return }
            output()?.didObtainCachedLikedPosts(Self.feedSlice(from: slice))
        }
    }

    func obtainNewestLikedPosts() {
        obtainLikedPosts(areOlder: false)
    }

    func obtainOlderLikedPosts() {
        obtainLikedPosts(areOlder: true)
    }

    func obtainUnseenLikesCount() {
        run { [likeService] output in
            guard let count = try? await likeService.obtainUnseenLikesCount() else { return }
            output()?.didObtainUnseenLikesCount(count)
        }
    }

    func observeNewLikes() {
        run { [likeService] output in
            for await _ in await likeService.observeNewLikes() {
                output()?.didReceiveNewLike()
            }
        }
    }

    func markLikesSeen() {
        run { [likeService] _ in
            // The marker is also kept here, so a failure only means other clients see it later.
            try? await likeService.markLoadedLikesSeen()
        }
    }

    func observeRefreshTime() {
        run { [clock] output in
            await clock.run { output()?.didReachRefreshTime() }
        }
    }

    func performUnlike(postId: String) {
        run { [likeService, postService] output in
            do {
                let status = try await likeService.performUnlike(postId: postId)
                await postService.updateLoadedPost(status)
                output()?.didPerformUnlike(PostMapper.post(from: status))
            } catch OutboxError.superseded {
                // A later like of the same post replaced this unlike before it went out.
                return
            } catch {
                output()?.didFailToPerformUnlike(postId: postId, problem: ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    private func obtainLikeActivity(areOlder: Bool) {
        run { [likeService] output in
            do {
                let slice =
                    areOlder ? try await likeService.obtainOlderLikeActivity() : try await likeService.obtainNewestLikeActivity()
                output()?.didObtainLikeActivity(
                    LikeActivityMapper.activity(from: slice), areOlder: areOlder,
                    storageProblem: slice.storageProblem.map { ConnectionProblemMapper.problem(from: $0) })
            } catch {
                output()?.didFailToObtainLikeActivity(ConnectionProblemMapper.problem(from: error), areOlder: areOlder)
            }
        }
    }

    private func obtainLikedPosts(areOlder: Bool) {
        run { [likeService] output in
            do {
                let slice = areOlder ? try await likeService.obtainOlderLikedPosts() : try await likeService.obtainNewestLikedPosts()
                output()?.didObtainLikedPosts(
                    Self.feedSlice(from: slice), areOlder: areOlder,
                    storageProblem: slice.storageProblem.map { ConnectionProblemMapper.problem(from: $0) })
            } catch {
                output()?.didFailToObtainLikedPosts(ConnectionProblemMapper.problem(from: error), areOlder: areOlder)
            }
        }
    }

    /// Starts a request whose report goes to the output, unless the module closed meanwhile.
    private func run(_ request: @escaping @MainActor @Sendable (_ output: () -> (any LikesInteractorOutput)?) async -> Void) {
        work.start { [weak self] in
            await request { Task.isCancelled ? nil : self?.output }
        }
    }

    private static func feedSlice(from slice: TimelineSlice) -> FeedSlice {
        FeedSlice(posts: PostMapper.posts(from: slice.statuses), hasOlderPosts: slice.hasOlder, fetchedAt: slice.fetchedAt)
    }
}
