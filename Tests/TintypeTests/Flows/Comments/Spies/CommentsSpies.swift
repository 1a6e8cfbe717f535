@testable import Tintype
@testable import TintypeApp

@MainActor
final class CommentsViewInputSpy: CommentsViewInput {
    var didSetupInitialState = false
    var shownCellObjects: [[CommentCellObject]] = []
    var shownHeadings: [String] = []
    var notices: [StatusLineViewModel] = []
    var composers: [ComposerViewModel] = []
    var hideComposerRequests = 0
    var composerLimits: [Int] = []
    var renamings: [[String: String]] = []
    var selectedIndices: [Int] = []

    func setupInitialState() { didSetupInitialState = true }
    func update(with cellObjects: [CommentCellObject], heading: String, renamedIds: [String: String]) {
        shownCellObjects.append(cellObjects)
        shownHeadings.append(heading)
        renamings.append(renamedIds)
    }
    func selectComment(at index: Int) { selectedIndices.append(index) }
    func showNotice(_ notice: StatusLineViewModel) { notices.append(notice) }
    func showComposer(_ composer: ComposerViewModel) { composers.append(composer) }
    func setComposerCharacterLimit(_ limit: Int) { composerLimits.append(limit) }
    func hideComposer() { hideComposerRequests += 1 }
}

@MainActor
final class CommentsInteractorInputSpy: CommentsInteractorInput {
    var requestedThreads: [String] = []
    var requestedDrafts: [String] = []
    var savedDrafts: [(text: String, postId: String)] = []
    var sentComments: [(text: String, postId: String)] = []
    var retriedIds: [String] = []
    var discardedIds: [String] = []
    var cancelRequests = 0
    var sentObservations = 0
    var limitRequests = 0

    func obtainComments(underPostId postId: String) { requestedThreads.append(postId) }
    func observeSentComments() { sentObservations += 1 }
    private(set) var postObserveRequests = 0
    func observePostChanges() { postObserveRequests += 1 }
    func obtainDraft(forReplyToId postId: String) { requestedDrafts.append(postId) }
    func obtainCharacterLimit() { limitRequests += 1 }
    func saveDraft(_ text: String, forReplyToId postId: String) { savedDrafts.append((text, postId)) }
    func sendComment(_ text: String, inReplyToId postId: String) { sentComments.append((text, postId)) }
    func retryComment(withId commentId: String) { retriedIds.append(commentId) }
    func discardComment(withId commentId: String) { discardedIds.append(commentId) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class CommentsInteractorOutputSpy: CommentsInteractorOutput {
    var threads: [[Comment]] = []
    var problems: [ConnectionProblem] = []
    var drafts: [(text: String, postId: String)] = []
    var limits: [Int] = []
    var queued: [Comment] = []
    var queueFailures: [String] = []
    var sent: [(comment: Comment, queuedId: String)] = []
    var sendFailures: [(queuedId: String, problem: ConnectionProblem)] = []
    var discarded: [(id: String, text: String)] = []
    var discardFailures: [String] = []

    func didObtainComments(_ comments: [Comment]) { threads.append(comments) }
    func didFailToObtainComments(_ problem: ConnectionProblem) { problems.append(problem) }
    func didObtainDraft(_ text: String, forReplyToId postId: String) { drafts.append((text, postId)) }
    func didObtainCharacterLimit(_ limit: Int) { limits.append(limit) }
    func didFailToSaveDraft(_ problem: ConnectionProblem) { problems.append(problem) }
    func didQueueComment(_ comment: Comment) { queued.append(comment) }
    func didFailToQueueComment(_ text: String, inReplyToId postId: String, problem: ConnectionProblem) { queueFailures.append(text) }
    func didSendComment(_ comment: Comment, replacingId queuedId: String) { sent.append((comment, queuedId)) }
    func didFailToSendComment(withId queuedId: String, problem: ConnectionProblem) { sendFailures.append((queuedId, problem)) }
    func didDiscardComment(withId queuedId: String, text: String, inReplyToId postId: String) { discarded.append((queuedId, text)) }
    func didFailToDiscardComment(withId queuedId: String, problem: ConnectionProblem) { discardFailures.append(queuedId) }
    private(set) var postChanges: [PostStoreChange] = []
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
}

@MainActor
final class CommentsRouterInputSpy: CommentsRouterInput {
    var openedPostIds: [String] = []
    var profileRequests: [String] = []

    func openPostDetailModule(withPostId postId: String, moduleOutput: any PostDetailModuleOutput) { openedPostIds.append(postId) }
    func openProfileModule(withAccountId accountId: String) {
        profileRequests.append(accountId)
    }
}

@MainActor
final class CommentsModuleOutputSpy: CommentsModuleOutput {
    var sentReplyTargets: [String] = []

    func didSendComment(inReplyToId postId: String) { sentReplyTargets.append(postId) }
}

@MainActor
final class CommentsViewOutputSpy: CommentsViewOutput {
    var viewReadyEvents = 0
    var writeEvents: [Int?] = []
    var draftChanges: [String] = []
    var sentTexts: [String] = []
    var closedTexts: [String] = []
    var selectedIndexes: [Int] = []
    var profileIndexes: [Int] = []
    var refreshEvents: [Int?] = []
    var discardIndexes: [Int] = []

    func didTriggerViewReadyEvent() { viewReadyEvents += 1 }
    func didTriggerWriteEvent(selectedIndex: Int?) { writeEvents.append(selectedIndex) }
    func didChangeDraft(_ text: String) { draftChanges.append(text) }
    func didTriggerSendEvent(_ text: String) { sentTexts.append(text) }
    func didTriggerCloseComposerEvent(_ text: String) { closedTexts.append(text) }
    func didSelectComment(at index: Int) { selectedIndexes.append(index) }
    func didTriggerProfileEvent(at index: Int) { profileIndexes.append(index) }
    func didTriggerRefreshEvent(selectedIndex: Int?) { refreshEvents.append(selectedIndex) }
    func didTriggerDiscardEvent(at index: Int) { discardIndexes.append(index) }
}

enum CommentFixture {
    static func comment(
        id: String, inReplyToId: String? = "1", depth: Int = 0, delivery: Comment.Delivery = .sent,
        handle: String = "grace"
    ) -> Comment {
        Comment(
            id: id, author: delivery == .sent ? Author(id: "a-" + handle, displayName: handle.capitalized, handle: handle) : nil,
            createdAt: nil, text: "comment \(id)", depth: depth, inReplyToId: inReplyToId, delivery: delivery)
    }
}
