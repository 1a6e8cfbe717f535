import Imaging

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailInteractor: PostDetailInteractorInput {
    weak var output: (any PostDetailInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    private let postService: any PostService
    private let postStore: PostStore
    private let choices: PostChoiceSender
    private let votes: PollVoteSender
    private let translationService: any TranslationService
    private let accountService: any AccountService
    private let publishingService: any PublishingService
    private let quoteService: any QuoteService
    private let photos: PhotoFetcher
    private let externalViewer: ExternalViewer

    init(
        postService: any PostService, likeService: any LikeService, boostService: any BoostService, saveService: any SaveService,
        pollService: any PollService, translationService: any TranslationService, mediaService: any MediaService,
        accountService: any AccountService,
        publishingService: any PublishingService, quoteService: any QuoteService, postStore: PostStore, externalViewer: ExternalViewer
    ) {
        self.quoteService = quoteService
        self.externalViewer = externalViewer
        self.postStore = postStore
        self.accountService = accountService
        self.publishingService = publishingService
        self.postService = postService
        choices = PostChoiceSender(
            likeService: likeService, boostService: boostService, saveService: saveService, postStore: postStore)
        votes = PollVoteSender(pollService: pollService, postStore: postStore)
        self.translationService = translationService
        photos = PhotoFetcher(mediaService: mediaService, work: work)
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainPost(withId postId: String) {
        work.start(for: self, inSlot: "post") { [postService, postStore] owner in
            let askedForLoaded = postStore.now
            if let loaded = await postService.obtainLoadedPost(id: postId) {
                owner()?.report(loaded, askedAt: askedForLoaded)
            }
            let askedForFresh = postStore.now
            do {
                let fresh = try await postService.obtainPost(id: postId)
                owner()?.report(fresh, askedAt: askedForFresh)
            } catch {
                owner()?.output?.didFailToObtainPost(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func vote(_ choices: [Int], inPollOf post: Post) {
        votes.vote(choices, inPollOf: post, in: work) { [weak self] problem in
            guard let problem else { return }
            self?.output?.didFailToVote(problem)
        }
    }

    func toggleTranslation(of post: Post) {
        guard post.translation == nil else { return postStore.hideTranslation(originalId: post.originalId) }
        // The translation goes to the store, which shows it on every screen showing the post.
        work.request(
            for: self, inSlot: "translation", { [translationService] in try await translationService.translate(postId: post.originalId) },
            then: { [postStore] _, translation in postStore.showTranslation(translation, originalId: post.originalId) },
            failed: { $0.output?.didFailToTranslate($1) })
    }

    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String) {
        choices.make(choice, isOn, originalId: originalId, in: work) { [weak self] problem in
            guard let problem else { return }
            self?.output?.didFailToChangeChoice(choice, problem: problem)
        }
    }

    func observePostChanges() {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    func countComment(onOriginalId originalId: String) {
        postStore.countComment(onOriginalId: originalId)
    }

    func obtainSignedInAccountId() {
        work.request(
            for: self, { [accountService] in try await accountService.obtainCurrentAccount().id },
            then: { $0.output?.didObtainSignedInAccountId($1) })
    }

    /// The quoting post, as the server now has it, goes to the store: every screen shows my post
    /// removed from it. Closing the screen does not stop it.
    func revokeQuote(ofPostId postId: String, quotingPostId: String) {
        work.request(
            for: self, lasting: true,
            { [quoteService, postStore] in
                postStore.confirmQuoteRevoked(answer: try await quoteService.revokeQuote(ofPostId: postId, quotingPostId: quotingPostId))
            },
            then: { owner, _ in owner.output?.didRevokeQuote() }, failed: { $0.output?.didFailToRevokeQuote($1) })
    }

    func deletePost(withId postId: String, keepingAsDraft: Bool) {
        // Taking a post down is not stopped by closing the screen: it goes through the outbox.
        work.request(
            for: self, lasting: true,
            { [publishingService, postService, postStore] in
                let wasThere = try await publishingService.deletePost(id: postId, keepingAsDraft: keepingAsDraft)
                await postService.forgetLoadedPost(id: postId)
                postStore.remove(originalId: postId)
                return wasThere
            },
            then: { $0.output?.didDeletePost(withId: postId, isInComposer: keepingAsDraft && $1) },
            failed: { $0.output?.didFailToDeletePost($1) })
    }

    func obtainPicture(of item: MediaItem) {
        photos.fetch(item) { [weak self] in self?.output }
    }

    func playAnimation(of item: MediaItem?) {
        photos.playAnimation(of: item) { [weak self] in self?.output }
    }

    func openOriginal(at address: String) {
        externalViewer.open(address, telling: output)
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    /// The post as the store has it, unless it was taken down meanwhile.
    private func report(_ post: Post, askedAt asked: StoreMoment) {
        guard let post = postStore.receive([post], askedAt: asked).first else { return }
        output?.didObtainPost(post)
    }
}
