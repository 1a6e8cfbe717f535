import MastodonAPI

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
    private let saveService: any SaveService
    private let safetyService: any SafetyService
    private let tagService: any TagService
    private let postStore: PostStore
    private let thumbnails: ThumbnailFetcher
    private let queuedPosts: QueuedPostsReader

    init(
        accountService: any AccountService, saveService: any SaveService, safetyService: any SafetyService,
        tagService: any TagService, publishingService: any PublishingService, mediaService: any MediaService, postStore: PostStore
    ) {
        self.tagService = tagService
        self.accountService = accountService
        self.saveService = saveService
        self.safetyService = safetyService
        self.postStore = postStore
        thumbnails = ThumbnailFetcher(mediaService: mediaService, work: work)
        queuedPosts = QueuedPostsReader(publishingService: publishingService, accountService: accountService)
    }

    isolated deinit {
        work.cancelAll()
    }

    /// Every source in the one slot: the list shown changed, the older request is moot.
    func obtainPosts(from source: PostListSource, onlyWithMedia: Bool, more: Bool) {
        work.start(inSlot: "posts") { [weak self, accountService, saveService, tagService] in
            do {
                let slice =
                    switch source {
                    case .account(let id, _):
                        try await accountService.obtainPosts(ofAccountId: id, onlyWithMedia: onlyWithMedia, more: more)
                    case .saved: try await saveService.obtainSavedPosts(more: more)
                    case .hashtag(let name): try await tagService.obtainPhotoPosts(taggedWith: name, more: more)
                    }
                guard !Task.isCancelled, let self else { return }
                output?.didObtainPosts(postStore.receive(PostMapper.posts(from: slice.items)), hasOlderPosts: slice.hasMore, areOlder: more)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainPosts(ConnectionProblemMapper.problem(from: error), areOlder: more)
            }
        }
    }

    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) {
        thumbnails.fetch(requests) { [weak self] postId, picture, isFinal in
            self?.output?.didObtainThumbnail(picture, postId: postId, isFinal: isFinal)
        }
    }

    func obtainShowsPostsAsGrid() {
        work.start { [weak self, accountService] in
            let showsGrid = await accountService.obtainShowsPostsAsGrid()
            guard !Task.isCancelled else { return }
            self?.output?.didObtainShowsPostsAsGrid(showsGrid)
        }
    }

    func saveShowsPostsAsGrid(_ showsGrid: Bool) {
        work.start { [accountService] in await accountService.saveShowsPostsAsGrid(showsGrid) }
    }

    func obtainQueuedPosts() {
        queuedPosts.read(in: work) { [weak self] in self?.output?.didObtainQueuedPosts($0) }
    }

    func observeSentPosts() {
        queuedPosts.observeSent(in: work) { [weak self] in self?.output?.didSendQueuedPost(withId: $0, as: $1) }
    }

    func observeNewPosts(taggedWith name: String) {
        work.start { [weak self, tagService] in
            for await _ in await tagService.observeNewPosts(taggedWith: name) {
                guard !Task.isCancelled else { return }
                self?.output?.didReceiveNewPost()
            }
        }
    }

    func observeSilencedAccounts() {
        work.observeSilencedAccounts(of: safetyService) { [weak self] in self?.output?.didSilenceAccount(withId: $0) }
    }

    func observePostChanges() {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }
}
