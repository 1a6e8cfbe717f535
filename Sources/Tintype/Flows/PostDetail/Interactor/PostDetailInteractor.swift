import Imaging
import MastodonAPI

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailInteractor: PostDetailInteractorInput {
    weak var output: (any PostDetailInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()

    private let postService: any PostService
    private let choices: PostChoiceSender
    private let accountService: any AccountService
    private let publishingService: any PublishingService
    private let photos: PhotoFetcher

    init(
        postService: any PostService, likeService: any LikeService, boostService: any BoostService, saveService: any SaveService,
        mediaService: any MediaService, accountService: any AccountService, publishingService: any PublishingService
    ) {
        self.accountService = accountService
        self.publishingService = publishingService
        self.postService = postService
        choices = PostChoiceSender(likeService: likeService, boostService: boostService, saveService: saveService)
        photos = PhotoFetcher(mediaService: mediaService, work: work)
    }

    isolated deinit {
        cancelAllRequests()
    }

    func obtainPost(withId postId: String) {
        work.start(inSlot: "post") { [weak self, postService] in
            if let loaded = await postService.obtainLoadedPost(id: postId), !Task.isCancelled {
                self?.output?.didObtainPost(PostMapper.post(from: loaded))
            }
            do {
                let fresh = try await postService.obtainPost(id: postId)
                await postService.updateLoadedPost(fresh)
                guard !Task.isCancelled else { return }
                self?.output?.didObtainPost(PostMapper.post(from: fresh))
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToObtainPost(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func performChoice(_ choice: PostChoice, _ isOn: Bool, postId: String) {
        // A choice is not cancelled by a newer one, nor by closing: the last request to finish is
        // the state the server has, and each answer carries it.
        work.startLasting { [weak self, postService, choices] in
            do {
                let status = try await choices.send(choice, isOn, postId: postId)
                await postService.updateLoadedPost(status)
                self?.output?.didChangeChoice(choice, of: PostMapper.post(from: status))
            } catch OutboxError.superseded {
                // A later choice replaced this one before it went out; its answer tells.
                return
            } catch {
                self?.output?.didFailToChangeChoice(choice, ofPostId: postId, problem: ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func obtainSignedInAccountId() {
        work.start { [weak self, accountService] in
            guard let account = try? await accountService.obtainCurrentAccount() else { return }
            self?.output?.didObtainSignedInAccountId(account.id)
        }
    }

    func deletePost(withId postId: String, keepingAsDraft: Bool) {
        // Taking a post down is not stopped by closing the screen: it goes through the outbox.
        work.startLasting { [weak self, publishingService, postService] in
            do {
                let wasThere = try await publishingService.deletePost(id: postId, keepingAsDraft: keepingAsDraft)
                await postService.forgetLoadedPost(id: postId)
                self?.output?.didDeletePost(withId: postId, isInComposer: keepingAsDraft && wasThere)
            } catch {
                self?.output?.didFailToDeletePost(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func obtainPicture(of item: MediaItem) {
        photos.fetch(item) { [weak self] in self?.output }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }
}
