import FoundationEssentials
import MastodonAPI

@testable import Tintype
@testable import TintypeApp

@MainActor
final class ComposeViewInputSpy: ComposeViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownTexts: [(caption: String, contentWarning: String)] = []
    var viewModels: [ComposeViewModel] = []
    var completions: [(completed: String, candidates: [String])] = []
    var formLocks: [Bool] = []

    func setupInitialState() { didSetupInitialState = true }
    func setFormLocked(_ locked: Bool) { formLocks.append(locked) }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showText(caption: String, contentWarning: String) { shownTexts.append((caption, contentWarning)) }
    func update(with viewModel: ComposeViewModel) { viewModels.append(viewModel) }
    func showPathCompletion(_ completed: String, candidates: [String]) { completions.append((completed, candidates)) }
}

@MainActor
final class ComposeInteractorInputSpy: ComposeInteractorInput {
    var cancelRequests = 0
    var draftRequests = 0
    var limitRequests = 0
    var savedDrafts: [PostDraft] = []
    var checkedPaths: [String] = []
    var completedPaths: [String] = []
    var publishedDrafts: [PostDraft] = []

    func obtainDraft() { draftRequests += 1 }
    var postToEditRequests: [String] = []
    var savedEdits: [(postId: String, draft: PostDraft)] = []
    func obtainPostToEdit(withId postId: String) { postToEditRequests.append(postId) }
    func saveEdit(ofPostWithId postId: String, to draft: PostDraft) { savedEdits.append((postId, draft)) }
    func obtainLimits() { limitRequests += 1 }
    func saveDraft(_ draft: PostDraft) { savedDrafts.append(draft) }
    var checkedLimits: [Int] = []
    func checkPhoto(at path: String, limits: MediaFileLimits) {
        checkedPaths.append(path)
        checkedLimits.append(limits.pictureBytes)
    }
    func completePath(_ partial: String) { completedPaths.append(partial) }
    func publish(_ draft: PostDraft) { publishedDrafts.append(draft) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class ComposeInteractorOutputSpy: ComposeInteractorOutput {
    var drafts: [PostDraft] = []
    var limits: [PostingLimits] = []
    var draftFailures = 0
    var checkedPhotos: [(photo: PostDraft.Photo, problem: PhotoFileProblem?, shownPath: String)] = []
    var completions: [(completed: String, candidates: [String])] = []
    var publishedPosts: [Post] = []
    var publishProblems: [ConnectionProblem] = []

    func didObtainDraft(_ draft: PostDraft) { drafts.append(draft) }
    func didObtainLimits(_ limits: PostingLimits) { self.limits.append(limits) }
    var editLoadProblems: [ConnectionProblem] = []
    func didFailToObtainPostToEdit(_ problem: ConnectionProblem) { editLoadProblems.append(problem) }
    func didFailToSaveDraft() { draftFailures += 1 }
    func didCheckPhoto(_ photo: PostDraft.Photo, problem: PhotoFileProblem?, shownPath: String) {
        checkedPhotos.append((photo, problem, shownPath))
    }
    func didCompletePath(_ completed: String, candidates: [String]) { completions.append((completed, candidates)) }
    var uploads: [(photoIndex: Int, fraction: Double)] = []
    func didMakeUploadProgress(photoIndex: Int, fraction: Double) { uploads.append((photoIndex, fraction)) }
    func didPublish(_ post: Post) { publishedPosts.append(post) }
    var scheduledPosts: [ScheduledPost] = []
    func didSchedule(_ post: ScheduledPost) { scheduledPosts.append(post) }
    var keptDrafts: [PostDraft?] = []
    func didFailToPublish(_ problem: ConnectionProblem, keptDraft: PostDraft?) {
        publishProblems.append(problem)
        keptDrafts.append(keptDraft)
    }
}

@MainActor
final class ComposeRouterInputSpy: ComposeRouterInput {
    var closeRequests = 0
    var pickerStarts: [String?] = []

    func openPhotoPickerModule(startingAfterPhotoAt lastPhotoPath: String?, output: any PhotoPickerModuleOutput) {
        pickerStarts.append(lastPhotoPath)
    }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class ComposeViewOutputSpy: ComposeViewOutput {
    var readyEvents = 0
    var backEvents = 0
    var postEvents = 0
    var captions: [String] = []
    var contentWarnings: [String] = []
    var addedPaths: [String] = []
    var completedPaths: [String] = []
    var altTexts: [(text: String, index: Int)] = []
    var removedPhotos: [Int] = []
    var movedPhotos: [(index: Int, offset: Int)] = []
    var visibilityEvents = 0
    var sensitiveEvents = 0
    var languages: [String] = []

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didChangeCaption(_ caption: String) { captions.append(caption) }
    func didChangeContentWarning(_ contentWarning: String) { contentWarnings.append(contentWarning) }
    func didAskToAddPhoto(atPath path: String) { addedPaths.append(path) }
    func didAskToCompletePath(_ partial: String) { completedPaths.append(partial) }
    func didRemovePhoto(at index: Int) { removedPhotos.append(index) }
    func didMovePhoto(at index: Int, by offset: Int) { movedPhotos.append((index, offset)) }
    func didSetAltText(_ altText: String, forPhotoAt index: Int) { altTexts.append((altText, index)) }
    func didTriggerVisibilityEvent() { visibilityEvents += 1 }
    func didTriggerSensitiveEvent() { sensitiveEvents += 1 }
    var pickEvents = 0
    func didTriggerPickPhotoEvent() { pickEvents += 1 }
    func didSetLanguage(_ language: String) { languages.append(language) }
    var publishingTimes: [String] = []
    func didSetPublishingTime(_ typed: String) { publishingTimes.append(typed) }
    var pollOptions: [String] = []
    var pollLengthEvents = 0
    var pollChoicesEvents = 0
    func didSetPollOptions(_ typed: String) { pollOptions.append(typed) }
    func didTriggerPollLengthEvent() { pollLengthEvents += 1 }
    func didTriggerPollChoicesEvent() { pollChoicesEvents += 1 }
    var quotePolicyEvents = 0
    func didTriggerQuotePolicyEvent() { quotePolicyEvents += 1 }
    func didTriggerPostEvent() { postEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class ComposeModuleOutputSpy: ComposeModuleOutput {
    var editedPosts: [Post] = []
    func didEditPost(_ post: Post) { editedPosts.append(post) }
}

/// Publishing over memory: a draft kept in a variable, posts answered as the test says.
actor PublishingServiceStub: PublishingService {
    var draft: OutboxPost?
    var published: [OutboxPost] = []
    var answer: Result<StatusEntity, MastodonError> = .success(EntityFixture.status(id: "100"))
    var limits = PostingLimits.usual

    init(draft: OutboxPost? = nil, answer: Result<StatusEntity, MastodonError>? = nil) {
        self.draft = draft
        if let answer { self.answer = answer }
    }

    /// Held back until its time, where the test says the server does that; published otherwise.
    var schedules: ScheduledStatusEntity?

    func publish(_ post: OutboxPost) async throws -> Publication {
        published.append(post)
        if let schedules, post.scheduledAt != nil { return .scheduled(ScheduledPostMapper.scheduledPost(from: schedules)) }
        return .published(PostMapper.post(from: try answer.get()))
    }

    func holdBack(as scheduled: ScheduledStatusEntity) { schedules = scheduled }

    var scheduledPosts: [ScheduledPost] = []
    var cancelledIds: [String] = []
    func obtainScheduledPosts() async throws -> [ScheduledPost] { scheduledPosts }
    func reschedule(scheduledPostId: String, to date: Date) async throws -> ScheduledPost {
        ScheduledPost(id: scheduledPostId, publishesAt: date, text: "")
    }
    func cancelScheduledPost(id: String) async throws { cancelledIds.append(id) }
    var redraftedIds: [String] = []
    func redraftScheduledPost(id: String) async throws -> OutboxPost {
        redraftedIds.append(id)
        return OutboxPost(text: "")
    }

    var queued: [OutboxItem] = []
    var takenBack: [String] = []

    func queueComposedPost(_ post: OutboxPost) async throws -> OutboxItem {
        draft = nil
        let item = OutboxItem(action: .post(post), id: "queued-\(queued.count + 1)")
        queued.append(item)
        return item
    }

    func sendComposedPost(_ item: OutboxItem, progress: @escaping @Sendable (UploadProgress) -> Void) async throws -> Publication {
        guard case .post(let post) = item.action else { throw MastodonError.malformedResponse("not a post") }
        for (index, _) in post.photos.enumerated() {
            progress(UploadProgress(itemId: item.id, photoIndex: index, photoCount: post.photos.count, sentBytes: 10, totalBytes: 10))
        }
        return try await publish(post)
    }

    func takeBackComposedPost(withId itemId: String) async throws -> OutboxPost? {
        takenBack.append(itemId)
        guard let item = queued.first(where: { $0.id == itemId }), case .post(let post) = item.action else { return nil }
        queued.removeAll { $0.id == itemId }
        draft = post
        return post
    }

    /// The queue as set, once: a test of a change to it tells it again with `setQueued`.
    func observeQueuedPosts() async -> AsyncStream<[OutboxItem]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [OutboxItem].self)
        continuation.yield(queued)
        continuation.finish()
        return stream
    }
    func observeSentPosts() async -> AsyncStream<SentWrite<Post>> { sentPosts }
    let (sentPosts, sentPostsContinuation) = AsyncStream.makeStream(of: SentWrite<Post>.self)
    func tellSent(queuedId: String, status: StatusEntity) {
        sentPostsContinuation.yield(SentWrite(queuedId: queuedId, written: PostMapper.post(from: status)))
    }
    func setQueued(_ items: [OutboxItem]) { queued = items }

    func obtainNewPostDraft() async -> OutboxPost? { draft }
    /// How long a draft takes to reach the disk, where a test needs a save still under way.
    var saveDelay: Duration = .zero
    func slowDownSaves(by delay: Duration) { saveDelay = delay }
    func saveNewPostDraft(_ post: OutboxPost) async throws {
        if saveDelay > .zero { try await Task.sleep(for: saveDelay) }
        draft = post
    }
    func obtainPostingLimits() async -> PostingLimits { limits }
    var postToEdit = OutboxPost(text: "as written", photos: [.init(path: "", altText: "A cat", uploadedId: "m1")])
    var edits: [(id: String, post: OutboxPost)] = []
    func obtainPostToEdit(id: String) async throws -> OutboxPost { postToEdit }
    func editPost(id: String, to post: OutboxPost) async throws -> Post {
        edits.append((id, post))
        return PostMapper.post(from: EntityFixture.status(id: id, content: "<p>\(post.text)</p>"))
    }
    var deletedIds: [String] = []
    var deleteRefusal: MastodonError?
    func refuseDeletes(with refusal: MastodonError) { deleteRefusal = refusal }
    func deletePost(id: String, keepingAsDraft: Bool) async throws -> Bool {
        if let deleteRefusal { throw deleteRefusal }
        deletedIds.append(id)
        if keepingAsDraft { draft = OutboxPost(text: "written again") }
        return true
    }
}

@MainActor
final class ComposeModuleInputSpy: ComposeModuleInput {
    var moduleOutputs = 0
    var editedPostIds: [String] = []
    func configure(editingPostWithId postId: String) { editedPostIds.append(postId) }
    var quotedPostIds: [String] = []
    func configure(quoting post: Post) { quotedPostIds.append(post.originalId) }

    func setModuleOutput(_ moduleOutput: any ComposeModuleOutput) { moduleOutputs += 1 }
}
