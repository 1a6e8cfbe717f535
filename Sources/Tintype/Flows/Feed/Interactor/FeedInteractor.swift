/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// Holds only its dependencies and its task tracker; the posts are the embedded list's. Home
/// lives as long as the account is open, so it also hears, for every screen, what the server
/// says besides the pages.
@MainActor
final class FeedInteractor: FeedInteractorInput {
    weak var output: (any FeedInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    private let postService: any PostService
    private let postStore: PostStore
    private let safetyService: any SafetyService
    private let agesClock: RefreshClock
    private let news: PostStoreNews

    init(
        postService: any PostService, safetyService: any SafetyService, choiceService: any ChoiceService, postStore: PostStore,
        agesClock: RefreshClock
    ) {
        self.agesClock = agesClock
        self.news = PostStoreNews(postService: postService, choiceService: choiceService, postStore: postStore)
        self.postService = postService
        self.postStore = postStore
        self.safetyService = safetyService
    }

    isolated deinit {
        cancelAllRequests()
    }

    // MARK: - FeedInteractorInput

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

    /// Every list hides the quotes of the account's posts; its posts leave each list by itself.
    func observeSilencedAccounts() {
        work.observeSilencedAccounts(of: safetyService) { [postStore] in postStore.hideQuotes(ofAccountId: $0) }
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

    func cancelAllRequests() {
        work.cancelAll()
    }
}
