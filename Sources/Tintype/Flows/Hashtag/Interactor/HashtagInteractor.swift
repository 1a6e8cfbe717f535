/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// Holds only its dependencies and its task tracker; the posts are the embedded list's.
@MainActor
final class HashtagInteractor: HashtagInteractorInput {
    weak var output: (any HashtagInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let tagService: any TagService

    init(tagService: any TagService) {
        self.tagService = tagService
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainTag(named name: String) {
        work.request(
            for: self, { [tagService] in try await tagService.obtainTag(named: name) },
            then: { (owner, hashtag: Hashtag?) in hashtag.map { owner.output?.didObtainTag($0) } })
    }

    func performFollow(_ follow: Bool, tagNamed name: String) {
        work.request(
            for: self,
            { [tagService] in
                do {
                    return try await tagService.performFollow(follow, tagNamed: name)
                } catch OutboxError.superseded {
                    // A later choice on the tag replaced this one before it went out: nothing to tell.
                    return nil
                }
            },
            then: { (owner, hashtag: Hashtag?) in hashtag.map { owner.output?.didObtainTag($0) } },
            failed: { $0.output?.didFailToPerformFollow($1) })
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
