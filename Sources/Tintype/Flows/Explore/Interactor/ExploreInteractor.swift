/// Module is responsible for finding people, hashtags and posts.
///
/// Holds only its dependencies and its task tracker: each request starts a task in `work` that
/// awaits a service for plain objects and reports on the main actor.
@MainActor
final class ExploreInteractor: ExploreInteractorInput {
    weak var output: (any ExploreInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let searchService: any SearchService
    private let postStore: PostStore
    private let tagService: any TagService
    private let safetyService: any SafetyService
    /// How long typing must pause before the query is sent: a word typed fast is one search.
    private let typingPause: Duration

    init(
        searchService: any SearchService, tagService: any TagService, safetyService: any SafetyService, postStore: PostStore,
        typingPause: Duration = .milliseconds(300)
    ) {
        self.postStore = postStore
        self.searchService = searchService
        self.tagService = tagService
        self.safetyService = safetyService
        self.typingPause = typingPause
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainDiscoveries() {
        work.start(inSlot: "discoveries") { [weak self, searchService, postStore] in
            let asked = postStore.now
            let discoveries = await searchService.obtainDiscoveries()
            guard !Task.isCancelled, let self else { return }
            output?.didObtainDiscoveries(received(discoveries, askedAt: asked))
        }
    }

    func observeSilencedAccounts() {
        work.observeSilencedAccounts(of: safetyService) { [weak self] in self?.output?.didSilenceAccount(withId: $0) }
    }

    func obtainFollowedHashtags() {
        work.start(inSlot: "followed") { [weak self, tagService] in
            guard let tags = try? await tagService.obtainFollowedTags(), !Task.isCancelled else { return }
            self?.output?.didObtainFollowedHashtags(tags)
        }
    }

    func obtainResults(for query: String) {
        // One slot: the next key's query cancels this one, asleep or on the wire.
        work.start(inSlot: "search") { [weak self, searchService, typingPause, postStore] in
            do {
                try await Task.sleep(for: typingPause)
                let asked = postStore.now
                let results = try await searchService.obtainResults(for: query, kind: nil, resolve: false)
                guard !Task.isCancelled, let self else { return }
                output?.didObtainResults(received(results, askedAt: asked), for: query)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainResults(ConnectionProblemMapper.problem(from: error), for: query)
            }
        }
    }

    func resolveAccountIfHandleElsewhere(_ text: String) -> String? {
        guard let handle = AccountHandles.handleElsewhere(in: text) else { return nil }
        work.start(inSlot: "search") { [weak self, searchService] in
            do {
                let account = try await searchService.resolveAccount(handle: handle)
                guard !Task.isCancelled else { return }
                self?.output?.didResolveAccount(account, handle: handle)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToResolveAccount(ConnectionProblemMapper.problem(from: error), handle: handle)
            }
        }
        return handle
    }

    func observePostChanges() {
        work.observeChanges(of: postStore) { [weak self] in self?.output?.didChangePost($0) }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    /// The results with their posts as the store has them.
    private func received(_ results: SearchResults, askedAt asked: StoreMoment) -> SearchResults {
        var received = results
        received.posts = postStore.receive(results.posts, askedAt: asked)
        return received
    }
}
