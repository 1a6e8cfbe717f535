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
        work.start { [weak self, tagService] in
            guard let hashtag = try? await tagService.obtainTag(named: name), !Task.isCancelled else { return }
            self?.output?.didObtainTag(hashtag)
        }
    }

    func performFollow(_ follow: Bool, tagNamed name: String) {
        work.start { [weak self, tagService] in
            do {
                let hashtag = try await tagService.performFollow(follow, tagNamed: name)
                guard !Task.isCancelled, let hashtag else { return }
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

    func cancelAllRequests() {
        work.cancelAll()
    }
}
