import Imaging

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Holds only its dependencies and its task tracker: each request starts a task that awaits a
/// service for plain objects and reports on the main actor.
@MainActor
final class FeedInteractor: FeedInteractorInput {
    weak var output: (any FeedInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    private let postService: any PostService
    private let postStore: PostStore
    private let safetyService: any SafetyService
    private let queuedPosts: QueuedPostsReader
    private let thumbnails: ThumbnailFetcher
    private let largePhotos: ThumbnailFetcher
    private let animations: AnimationPlayer
    private let largeAnimations: AnimationPlayer
    private let agesClock: RefreshClock
    private let choices: PostChoiceSender
    private let news: PostStoreNews

    init(
        postService: any PostService, publishingService: any PublishingService, accountService: any AccountService,
        mediaService: any MediaService, safetyService: any SafetyService, choiceService: any ChoiceService, postStore: PostStore,
        agesClock: RefreshClock, choices: PostChoiceSender
    ) {
        self.agesClock = agesClock
        self.choices = choices
        self.news = PostStoreNews(postService: postService, choiceService: choiceService, postStore: postStore)
        self.postService = postService
        self.postStore = postStore
        self.safetyService = safetyService
        self.queuedPosts = QueuedPostsReader(publishingService: publishingService, accountService: accountService)
        self.thumbnails = ThumbnailFetcher(mediaService: mediaService, work: work)
        self.largePhotos = ThumbnailFetcher(mediaService: mediaService, work: work, size: .largePhoto)
        self.animations = AnimationPlayer(mediaService: mediaService, work: work)
        self.largeAnimations = AnimationPlayer(mediaService: mediaService, work: work, size: .fullPanel)
    }

    isolated deinit {
        cancelAllRequests()
    }

    // MARK: - FeedInteractorInput

    func obtainCachedFeed() {
        let asked = postStore.now
        work.request(
            for: self, { [postService] in await postService.obtainCachedHomeTimeline() },
            then: { owner, slice in slice.map { owner.output?.didObtainCachedFeed(owner.feedSlice(from: $0, askedAt: asked)) } })
    }

    func obtainNewestFeed() {
        let asked = postStore.now
        work.request(
            for: self, inSlot: "newest", { [postService] in try await postService.obtainNewestHomeTimeline() },
            then: { owner, slice in
                let problem = slice.storageProblem.map { ConnectionProblemMapper.problem(from: $0) }
                owner.output?.didObtainNewestFeed(owner.feedSlice(from: slice, askedAt: asked), storageProblem: problem)
            },
            failed: { $0.output?.didFailToObtainNewestFeed($1) })
    }

    func obtainOlderPosts() {
        let asked = postStore.now
        work.request(
            for: self, inSlot: "older", { [postService] in try await postService.obtainOlderHomeTimeline() },
            then: { $0.output?.didObtainOlderPosts($0.feedSlice(from: $1, askedAt: asked)) },
            failed: { $0.output?.didFailToObtainOlderPosts($1) })
    }

    func observeNewPosts() {
        work.start(for: self) { [postService] owner in
            for await _ in await postService.observeNewPosts() {
                owner()?.output?.didReceiveNewPosts()
            }
        }
    }

    func observeChangedPosts() {
        news.observeLiveChanges(in: work)
    }

    func observeSettledChoices() {
        news.observeSettledChoices(in: work) { [weak self] in self?.output?.didRefuseChoice($0, reason: $1) }
    }

    /// Home lives as long as the account is open: it also tells the store, so that every list
    /// hides the quotes of the account's posts.
    func observeSilencedAccounts() {
        work.observeSilencedAccounts(of: safetyService) { [weak self, postStore] in
            postStore.hideQuotes(ofAccountId: $0)
            self?.output?.didSilenceAccount(withId: $0)
        }
    }

    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String) {
        choices.make(choice, isOn, originalId: originalId, in: work) { [weak self] problem in
            guard let problem else { return }
            self?.output?.didFailToChangeChoice(choice, problem: problem)
        }
    }

    func observeAgeTicks() {
        work.start(for: self, inSlot: Self.agesSlot) { [agesClock] owner in
            await agesClock.run { owner()?.output?.didReachAgeTick() }
        }
    }

    func stopAgeTicks() {
        work.cancelSlots { $0 == Self.agesSlot }
    }

    private static let agesSlot = "ages"

    func observePostChanges() {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    func observeQueuedPosts() {
        queuedPosts.observe(in: work) { [weak self] in self?.output?.didObtainQueuedPosts($0) }
    }

    func observeSentPosts() {
        queuedPosts.observeSent(in: work) { [weak self] in self?.output?.didSendQueuedPost(withId: $0, as: $1) }
    }

    func obtainShowsReplies() {
        work.request(for: self, { [postService] in await postService.obtainShowsReplies() }, then: { $0.output?.didObtainShowsReplies($1) })
    }

    func saveShowsReplies(_ showsReplies: Bool) {
        work.start { [postService] in await postService.saveShowsReplies(showsReplies) }
    }

    func obtainShowsLargePhotos() {
        work.request(
            for: self, { [postService] in await postService.obtainShowsLargePhotos() }, then: { $0.output?.didObtainShowsLargePhotos($1) })
    }

    func saveShowsLargePhotos(_ showsLargePhotos: Bool) {
        work.start { [postService] in await postService.saveShowsLargePhotos(showsLargePhotos) }
    }

    func obtainLargePhotos(for requests: [ThumbnailFetcher.Request]) {
        largePhotos.fetch(requests) { [weak self] postId, picture, isFinal in
            self?.output?.didObtainLargePhoto(picture, postId: postId, isFinal: isFinal)
        }
    }

    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) {
        thumbnails.fetch(requests) { [weak self] postId, picture, isFinal in
            self?.output?.didObtainThumbnail(picture, postId: postId, isFinal: isFinal)
        }
    }

    func playAnimations(for requests: [AnimationPlayer.Request], asLargePhotos: Bool) {
        (asLargePhotos ? animations : largeAnimations).stop()
        (asLargePhotos ? largeAnimations : animations).play(
            requests, show: { [weak self] in self?.output?.didObtainAnimationFrame($1, postId: $0) },
            ended: { [weak self] in self?.output?.didEndAnimation(postId: $0) })
    }

    func stopAnimations() {
        animations.stop()
        largeAnimations.stop()
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    /// The posts as the store has them: a like made elsewhere, on its way or answered after the
    /// slice was asked for, stays shown.
    private func feedSlice(from slice: TimelineSlice, askedAt asked: StoreMoment) -> FeedSlice {
        FeedSlice(
            posts: postStore.receive(slice.posts, askedAt: asked), hasOlderPosts: slice.hasOlder, fetchedAt: slice.fetchedAt)
    }
}
