/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// Holds only its dependencies and its task tracker; the services keep where the next page starts.
@MainActor
final class PostListInteractor: PostListInteractorInput {
    weak var output: (any PostListInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let accountService: any AccountService
    private let likeService: any LikeService
    private let safetyService: any SafetyService
    private let tagService: any TagService
    private let pages: PostListPages
    private let postStore: PostStore
    private let postService: any PostService
    private let thumbnails: ThumbnailFetcher
    private let largePhotos: ThumbnailFetcher
    private let animations: AnimationPlayer
    private let largeAnimations: AnimationPlayer
    private let queuedPosts: QueuedPostsReader
    private let choices: PostChoiceSender

    init(
        postService: any PostService, accountService: any AccountService, likeService: any LikeService, boostService: any BoostService,
        saveService: any SaveService,
        safetyService: any SafetyService, tagService: any TagService, timelineService: any TimelineService, quoteService: any QuoteService,
        publishingService: any PublishingService, mediaService: any MediaService, postStore: PostStore
    ) {
        self.postService = postService
        self.tagService = tagService
        self.accountService = accountService
        self.likeService = likeService
        self.safetyService = safetyService
        self.postStore = postStore
        pages = PostListPages(
            postService: postService, accountService: accountService, likeService: likeService, saveService: saveService,
            tagService: tagService,
            timelineService: timelineService, quoteService: quoteService)
        thumbnails = ThumbnailFetcher(mediaService: mediaService, work: work)
        largePhotos = ThumbnailFetcher(mediaService: mediaService, work: work, size: .largePhoto)
        animations = AnimationPlayer(mediaService: mediaService, work: work)
        largeAnimations = AnimationPlayer(mediaService: mediaService, work: work, size: .fullPanel)
        queuedPosts = QueuedPostsReader(publishingService: publishingService, accountService: accountService)
        choices = PostChoiceSender(
            likeService: likeService, boostService: boostService, saveService: saveService, postStore: postStore)
    }

    isolated deinit {
        work.cancelAll()
    }

    /// Every source in the one slot: the list shown changed, the older request is moot.
    func obtainPosts(from source: PostListSource, onlyWithMedia: Bool, more: Bool) {
        let asked = postStore.now
        work.request(
            for: self, inSlot: "posts", { [pages] in try await pages.page(of: source, onlyWithMedia: onlyWithMedia, more: more) },
            then: { owner, page in
                let posts = owner.postStore.receive(page.posts, askedAt: asked)
                owner.output?.didObtainPosts(
                    more ? posts : owner.withChoicesWaiting(posts, in: source), hasOlderPosts: page.hasMore, areOlder: more)
                if let problem = page.storageProblem { owner.output?.didFailToKeepPosts(ConnectionProblemMapper.problem(from: problem)) }
            },
            failed: { $0.output?.didFailToObtainPosts($1, areOlder: more) })
    }

    /// The newest page of my liked or saved posts, with those I liked or saved and the server has
    /// not answered yet on top: a page fetched meanwhile may not have them.
    private func withChoicesWaiting(_ posts: [Post], in source: PostListSource) -> [Post] {
        guard let choice = source.listedChoice else { return posts }
        let listed = Set(posts.map(\.originalId))
        return postStore.posts(waitingFor: choice, isOn: true).filter { !listed.contains($0.originalId) } + posts
    }

    /// Only Home and the posts I liked are kept from one run to the next.
    func obtainCachedPosts(from source: PostListSource) {
        guard source == .liked || source == .home else { return }
        let asked = postStore.now
        work.request(
            for: self,
            { [likeService, postService] in
                source == .home ? await postService.obtainCachedHomeTimeline() : await likeService.obtainCachedLikedPosts()
            },
            then: { owner, slice in
                guard let slice else { return }
                owner.output?.didObtainCachedPosts(
                    owner.postStore.receive(slice.posts, askedAt: asked), hasOlderPosts: slice.hasOlder, savedAt: slice.fetchedAt)
            })
    }

    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String) {
        choices.make(choice, isOn, originalId: originalId, in: work) { [weak self] problem in
            guard let problem else { return }
            self?.output?.didFailToChangeChoice(choice, problem: problem)
        }
    }

    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) {
        thumbnails.fetch(requests) { [weak self] postId, picture, isFinal in
            self?.output?.didObtainThumbnail(picture, postId: postId, isFinal: isFinal)
        }
    }

    func obtainLargePhotos(for requests: [ThumbnailFetcher.Request]) {
        largePhotos.fetch(requests) { [weak self] postId, picture, isFinal in
            self?.output?.didObtainLargePhoto(picture, postId: postId, isFinal: isFinal)
        }
    }

    func playAnimations(for requests: [AnimationPlayer.Request], asLargePhotos: Bool) {
        (asLargePhotos ? animations : largeAnimations).stop()
        (asLargePhotos ? largeAnimations : animations).play(
            requests, show: { [weak self] in self?.output?.didObtainAnimationFrame($1, postId: $0) },
            ended: { [weak self] in self?.output?.didEndAnimation(postId: $0) })
    }

    func obtainShowsPostsAsGrid() {
        work.request(
            for: self, { [accountService] in await accountService.obtainShowsPostsAsGrid() },
            then: { $0.output?.didObtainShowsPostsAsGrid($1) })
    }

    func saveShowsPostsAsGrid(_ showsGrid: Bool) {
        work.start { [accountService] in await accountService.saveShowsPostsAsGrid(showsGrid) }
    }

    func observeChanges(to source: PostListSource) {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
        work.observeSilencedAccounts(of: safetyService) { [weak self] in self?.output?.didSilenceAccount(withId: $0) }
        if source.listsMyNewPosts {
            queuedPosts.observe(in: work) { [weak self] in self?.output?.didObtainQueuedPosts($0) }
            queuedPosts.observeSent(in: work) { [weak self] in self?.output?.didSendQueuedPost(withId: $0, as: $1) }
        }
        // Home hears of new posts from its host, which opens the stream once the first screen is drawn.
        guard case .hashtag(let name) = source else { return }
        work.start(for: self) { [tagService] owner in
            for await _ in await tagService.observeNewPosts(taggedWith: name) {
                owner()?.output?.didReceiveNewPost()
            }
        }
    }
}
