import TextBasics

/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
///
/// Holds only its dependencies and its task tracker: each request starts a task in `work` that
/// awaits a service for plain objects and reports on the main actor.
@MainActor
final class ComposeInteractor: ComposeInteractorInput {
    weak var output: (any ComposeInteractorOutput)?
    /// Every request under way, for whoever must know when they have all ended.
    let work = TaskTracker()
    private let publishingService: any PublishingService
    private let postStore: PostStore
    private let photoFiles: PhotoFiles
    private let pendingWrites: PendingWrites

    init(
        publishingService: any PublishingService, photoFiles: PhotoFiles, pendingWrites: PendingWrites = PendingWrites(),
        postStore: PostStore
    ) {
        self.postStore = postStore
        self.publishingService = publishingService
        self.photoFiles = photoFiles
        self.pendingWrites = pendingWrites
    }

    /// The name the draft's saves are kept in line under.
    private static let draftFile = "new-post"

    isolated deinit {
        cancelAllRequests()
    }

    func obtainDraft() {
        work.start(for: self) { [publishingService] owner in
            let kept = await publishingService.obtainNewPostDraft()
            owner()?.output?.didObtainDraft(kept.map(PostDraftMapper.draft(from:)) ?? PostDraft())
        }
    }

    func obtainPostToEdit(withId postId: String) {
        work.start(for: self) { [publishingService] owner in
            do {
                let post = try await publishingService.obtainPostToEdit(id: postId)
                owner()?.output?.didObtainDraft(PostDraftMapper.draft(from: post))
            } catch {
                owner()?.output?.didFailToObtainPostToEdit(ConnectionProblemMapper.problem(from: error))
            }
        }
    }

    func saveEdit(ofPostWithId postId: String, to draft: PostDraft) {
        // The edit reaches every screen through the store, also when the composer has closed.
        work.start(for: self, lasting: true) { [publishingService, postStore] owner in
            do {
                let edited = try await publishingService.editPost(id: postId, to: PostDraftMapper.outboxPost(from: draft))
                postStore.edit(edited)
                owner()?.output?.didPublish(edited)
            } catch {
                owner()?.output?.didFailToPublish(ConnectionProblemMapper.problem(from: error), keptDraft: nil)
            }
        }
    }

    func obtainLimits() {
        work.start(for: self) { [publishingService] owner in
            let limits = await publishingService.obtainPostingLimits()
            owner()?.output?.didObtainLimits(limits)
        }
    }

    func saveDraft(_ draft: PostDraft) {
        // Tracked so that a draft saved as the app quits reaches the disk before it exits.
        pendingWrites.track(file: Self.draftFile) { [weak self, publishingService] in
            do {
                try await publishingService.saveNewPostDraft(PostDraftMapper.outboxPost(from: draft))
            } catch {
                await self?.reportDraftNotSaved()
            }
        }
    }

    func checkPhoto(at path: String, limits: MediaFileLimits) {
        work.start(for: self) { [photoFiles] owner in
            let (problem, bytes) = await Task.detached {
                (photoFiles.problem(withFileAt: path, limits: limits), photoFiles.size(ofPhotoAt: path))
            }.value
            let expanded = photoFiles.expanded(path)
            owner()?.output?.didCheckPhoto(
                PostDraftMapper.photo(atPath: expanded, bytes: bytes), problem: problem,
                shownPath: TextSanitizer.cleanLine(path, maximumLength: 200))
        }
    }

    func completePath(_ partial: String) {
        work.start(for: self, inSlot: "completion") { [photoFiles] owner in
            let (completed, candidates) = await Task.detached { photoFiles.completions(of: partial) }.value
            owner()?.output?.didCompletePath(completed, candidates: candidates.map { TextSanitizer.cleanLine($0, maximumLength: 200) })
        }
    }

    func publish(_ draft: PostDraft) {
        // The post is the outbox's once queued: closing the composer does not stop it.
        work.start(for: self, lasting: true) { [publishingService, pendingWrites] owner in
            // Queuing clears the draft: a save of it from the last key must land before, or the
            // post would come back as a draft once sent, or twice over once refused.
            await pendingWrites.settle(file: Self.draftFile)
            let queued: OutboxItem
            do {
                queued = try await publishingService.queueComposedPost(PostDraftMapper.outboxPost(from: draft))
            } catch {
                owner()?.output?.didFailToPublish(ConnectionProblemMapper.problem(from: error), keptDraft: nil)
                return
            }
            do {
                let publication = try await publishingService.sendComposedPost(queued) { upload in
                    let fraction = upload.totalBytes > 0 ? Double(upload.sentBytes) / Double(upload.totalBytes) : 0
                    Task { @MainActor in owner()?.output?.didMakeUploadProgress(photoIndex: upload.photoIndex, fraction: fraction) }
                }
                switch publication {
                case .published(let post): owner()?.output?.didPublish(post)
                case .scheduled(let scheduled): owner()?.output?.didSchedule(scheduled)
                }
            } catch {
                let problem = ConnectionProblemMapper.problem(from: error)
                // A refused post comes back to the composer, its uploaded photos kept; one the
                // server may take later stays in the outbox, shown as sending.
                let kept = problem.mayPass ? nil : try? await publishingService.takeBackComposedPost(withId: queued.id)
                owner()?.output?.didFailToPublish(problem, keptDraft: kept.map(PostDraftMapper.draft(from:)))
            }
        }
    }

    func cancelAllRequests() {
        work.cancelAll()
    }

    private func reportDraftNotSaved() {
        output?.didFailToSaveDraft()
    }
}
