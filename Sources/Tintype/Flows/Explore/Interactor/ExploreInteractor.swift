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
        let asked = postStore.now
        work.request(
            for: self, inSlot: "discoveries", { [searchService] in await searchService.obtainDiscoveries() },
            then: { $0.output?.didObtainDiscoveries($0.received($1, askedAt: asked)) })
    }

    func observeSilencedAccounts() {
        work.observeSilencedAccounts(of: safetyService) { [weak self] in self?.output?.didSilenceAccount(withId: $0) }
    }

    func obtainFollowedHashtags() {
        work.request(
            for: self, inSlot: "followed", { [tagService] in try await tagService.obtainFollowedTags() },
            then: { $0.output?.didObtainFollowedHashtags($1) })
    }

    func obtainResults(for query: String) {
        // One slot: the next key's query cancels this one, asleep or on the wire.
        work.request(
            for: self, inSlot: "search",
            { [searchService, typingPause, postStore] in
                try await Task.sleep(for: typingPause)
                let asked = postStore.now
                return (try await searchService.obtainResults(for: query, kind: nil, resolve: false), asked)
            },
            then: { owner, answer in owner.output?.didObtainResults(owner.received(answer.0, askedAt: answer.1), for: query) },
            failed: { $0.output?.didFailToObtainResults($1, for: query) })
    }

    func resolveAccountIfHandleElsewhere(_ text: String) -> String? {
        guard let handle = AccountHandles.handleElsewhere(in: text) else { return nil }
        work.request(
            for: self, inSlot: "search", { [searchService] in try await searchService.resolveAccount(handle: handle) },
            then: { $0.output?.didResolveAccount($1, handle: handle) }, failed: { $0.output?.didFailToResolveAccount($1, handle: handle) })
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
