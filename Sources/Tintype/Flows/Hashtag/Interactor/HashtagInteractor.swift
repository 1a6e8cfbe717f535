import MastodonAPI

/// Module is responsible for a hashtag's photo posts as a grid.
///
/// Holds only its dependencies and its task tracker; the tag service keeps where the next page
/// starts.
@MainActor
final class HashtagInteractor: HashtagInteractorInput {
    weak var output: (any HashtagInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let tagService: any TagService
    private let postStore: PostStore
    private let thumbnails: ThumbnailFetcher
    private let safetyService: any SafetyService

    init(tagService: any TagService, mediaService: any MediaService, safetyService: any SafetyService, postStore: PostStore) {
        self.postStore = postStore
        self.tagService = tagService
        self.safetyService = safetyService
        thumbnails = ThumbnailFetcher(mediaService: mediaService, work: work)
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainPosts(taggedWith name: String, more: Bool) {
        work.start(inSlot: "page") { [weak self, tagService] in
            do {
                let slice = try await tagService.obtainPhotoPosts(taggedWith: name, more: more)
                guard !Task.isCancelled, let self else { return }
                output?.didObtainPosts(postStore.receive(PostMapper.posts(from: slice.items)), hasMore: slice.hasMore, areMore: more)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainPosts(ConnectionProblemMapper.problem(from: error), areMore: more)
            }
        }
    }

    func obtainTag(named name: String) {
        work.start { [weak self, tagService] in
            guard let tag = try? await tagService.obtainTag(named: name), let hashtag = SearchResultsMapper.hashtag(from: tag),
                !Task.isCancelled
            else { return }
            self?.output?.didObtainTag(hashtag)
        }
    }

    func performFollow(_ follow: Bool, tagNamed name: String) {
        work.start { [weak self, tagService] in
            do {
                let tag = try await tagService.performFollow(follow, tagNamed: name)
                guard !Task.isCancelled, let hashtag = SearchResultsMapper.hashtag(from: tag) else { return }
                self?.output?.didObtainTag(hashtag)
            } catch OutboxError.superseded {
                // A later choice on the tag replaced this one before it went out.
                return
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToPerformFollow(ConnectionProblemMapper.problem(from: error))
            }
        }
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
        work.start { [weak self, safetyService] in
            for await accountId in await safetyService.observeSilencedAccounts() {
                guard !Task.isCancelled else { return }
                self?.output?.didSilenceAccount(withId: accountId)
            }
        }
    }

    func obtainThumbnails(for requests: [ThumbnailFetcher.Request]) {
        thumbnails.fetch(requests) { [weak self] postId, picture, isFinal in
            self?.output?.didObtainThumbnail(picture, postId: postId, isFinal: isFinal)
        }
    }

    func observePostChanges() {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
