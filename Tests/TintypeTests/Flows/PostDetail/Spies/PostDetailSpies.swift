import Imaging

@testable import Tintype
@testable import TintypeApp

@MainActor
final class PostDetailViewInputSpy: PostDetailViewInput {
    /// What was put on the clipboard; `takesClipboard` false plays a tmux that keeps it.
    var copied: [String] = []
    var takesClipboard = true
    func copyToClipboard(_ text: String) -> Bool {
        copied.append(text)
        return takesClipboard
    }
    var didSetupInitialState = false
    var shownCellObjects: [[PostDetailCellObject]] = []
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    func update(with cellObjects: [PostDetailCellObject]) { shownCellObjects.append(cellObjects) }
    func showTitle(_ title: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    /// Whether the numbers were the poll's, each time the view was told.
    var choosingPollOptions: [Bool] = []
    func showChoosingPollOptions(_ isChoosing: Bool) { choosingPollOptions.append(isChoosing) }
}

@MainActor
final class PostDetailInteractorInputSpy: PostDetailInteractorInput {
    var requestedPostIds: [String] = []
    var cancelRequests = 0

    var choiceRequests: [(choice: PostChoice, isOn: Bool, postId: String)] = []

    func obtainPost(withId postId: String) { requestedPostIds.append(postId) }
    var votes: [(choices: [Int], postId: String)] = []
    func vote(_ choices: [Int], inPollOf post: Post) { votes.append((choices, post.id)) }
    var translationToggles: [String] = []
    func toggleTranslation(of post: Post) { translationToggles.append(post.id) }
    var openedOriginals: [String] = []
    func openOriginal(at address: String) { openedOriginals.append(address) }
    var signedInAccountRequests = 0
    var deleteRequests: [(postId: String, keepingAsDraft: Bool)] = []
    func obtainSignedInAccountId() { signedInAccountRequests += 1 }
    func deletePost(withId postId: String, keepingAsDraft: Bool) { deleteRequests.append((postId, keepingAsDraft)) }
    /// "quoted ← quoting" for each quote taken back.
    var revokeRequests: [String] = []
    func revokeQuote(ofPostId postId: String, quotingPostId: String) { revokeRequests.append("\(postId) ← \(quotingPostId)") }
    func performChoice(_ choice: PostChoice, _ isOn: Bool, originalId: String) { choiceRequests.append((choice, isOn, originalId)) }
    var postObserveRequests = 0
    func observePostChanges() { postObserveRequests += 1 }
    var countedComments: [String] = []
    func countComment(onOriginalId originalId: String) { countedComments.append(originalId) }
    func cancelAllRequests() { cancelRequests += 1 }

    var pictureRequests: [MediaItem] = []
    func obtainPicture(of item: MediaItem) { pictureRequests.append(item) }
    /// Each animation asked to play, nil for none.
    var animationsPlayed: [MediaItem?] = []
    func playAnimation(of item: MediaItem?) { animationsPlayed.append(item) }
}

@MainActor
final class PostDetailRouterInputSpy: PostDetailRouterInput {
    var closeRequests = 0
    var embeddedPostIds: [String] = []
    var embeddedFocuses: [String?] = []
    var quotesRequests: [String] = []
    func openQuotesModule(ofPostId postId: String) { quotesRequests.append(postId) }
    var profileRequests: [String] = []

    func embedCommentsModule(forPostId postId: String, focusingCommentId: String?, moduleOutput: any CommentsModuleOutput) {
        embeddedPostIds.append(postId)
        embeddedFocuses.append(focusingCommentId)
    }
    var historyPostIds: [String] = []
    func openPostHistoryModule(postId: String) { historyPostIds.append(postId) }
    var quotedPostIds: [String] = []
    func openComposeModule(quoting post: Post) { quotedPostIds.append(post.id) }
    var openedPostIds: [String] = []
    func openPostDetailModule(postId: String) { openedPostIds.append(postId) }
    var openedSafetyForms: [SafetyFormSubject] = []
    /// Who hears the last form opened, as the form would tell it.
    private(set) weak var safetyFormOutput: (any SafetyFormModuleOutput)?
    func openSafetyFormModule(for subject: SafetyFormSubject, moduleOutput: any SafetyFormModuleOutput) {
        openedSafetyForms.append(subject)
        safetyFormOutput = moduleOutput
    }

    func openProfileModule(withAccountId accountId: String) {
        profileRequests.append(accountId)
    }

    func closeCurrentModule() { closeRequests += 1 }
    var editRequests: [String] = []
    func openComposeModule(editingPostWithId postId: String, moduleOutput: any ComposeModuleOutput) { editRequests.append(postId) }

    var photoViewerRequests: [(photos: [MediaItem], index: Int, isRevealed: Bool)] = []
    func openPhotoViewerModule(photos: [MediaItem], startingAt index: Int, isRevealed: Bool) {
        photoViewerRequests.append((photos, index, isRevealed))
    }
}

@MainActor
final class PostDetailInteractorOutputSpy: PostDetailInteractorOutput {
    var posts: [Post] = []
    var problems: [ConnectionProblem] = []

    func didObtainPost(_ post: Post) { posts.append(post) }
    var voteProblems: [ConnectionProblem] = []
    func didFailToVote(_ problem: ConnectionProblem) { voteProblems.append(problem) }
    var translationProblems: [ConnectionProblem] = []
    func didFailToTranslate(_ problem: ConnectionProblem) { translationProblems.append(problem) }
    func didFailToObtainPost(_ problem: ConnectionProblem) { problems.append(problem) }

    var signedInAccountIds: [String] = []
    var deletedPosts: [(postId: String, isInComposer: Bool)] = []
    var deleteProblems: [ConnectionProblem] = []
    func didObtainSignedInAccountId(_ accountId: String) { signedInAccountIds.append(accountId) }
    func didDeletePost(withId postId: String, isInComposer: Bool) { deletedPosts.append((postId, isInComposer)) }
    func didFailToDeletePost(_ problem: ConnectionProblem) { deleteProblems.append(problem) }
    var revokedQuotes = 0
    var revokeProblems: [ConnectionProblem] = []
    func didRevokeQuote() { revokedQuotes += 1 }
    func didFailToRevokeQuote(_ problem: ConnectionProblem) { revokeProblems.append(problem) }
    var openedOriginals = 0
    func didOpenOriginal(_ opened: Bool) { if opened { openedOriginals += 1 } }
    var postChanges: [PostStoreChange] = []
    var choiceProblems: [ConnectionProblem] = []
    var failedChoices: [PostChoice] = []
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem) {
        failedChoices.append(choice)
        choiceProblems.append(problem)
    }

    var pictures: [(picture: PixelImage, isLikeness: Bool, address: String)] = []
    var pictureProblems: [(address: String, problem: MediaProblem)] = []
    func didObtainPhoto(_ arrival: PhotoFetcher.Arrival, address: String) {
        switch arrival {
        case .likeness(let likeness): pictures.append((likeness, true, address))
        case .photo(let photo): pictures.append((photo, false, address))
        case .failure(let problem): pictureProblems.append((address, problem))
        }
    }
}

@MainActor
final class PostDetailModuleOutputSpy: PostDetailModuleOutput {
    var deletions: [Bool] = []
    func didDeletePost(writingAgain: Bool) { deletions.append(writingAgain) }
}

@MainActor
final class PostDetailViewOutputSpy: PostDetailViewOutput {
    var viewReadyEvents = 0
    var revealEvents = 0
    var backEvents = 0
    var likeEvents = 0
    var profileEvents = 0

    func didTriggerProfileEvent() { profileEvents += 1 }
    var pollKeys: [PollVotingKey] = []
    func didTriggerPollEvent(_ key: PollVotingKey) { pollKeys.append(key) }
    var quoteEvents = 0
    func didTriggerQuoteEvent() { quoteEvents += 1 }
    func didTriggerQuotesEvent() {}
    func didTriggerCopyAddressEvent() {}
    func didTriggerRevokeQuoteEvent(isRepeated: Bool) {}
    var translateEvents = 0
    func didTriggerTranslateEvent() { translateEvents += 1 }
    /// Each time the view was shown (true) or covered (false).
    var visibilityEvents: [Bool] = []
    func didTriggerViewWillAppearEvent() { visibilityEvents.append(true) }
    func didTriggerViewDidDisappearEvent() { visibilityEvents.append(false) }

    func didTriggerLikeEvent() { likeEvents += 1 }
    var boostEvents = 0
    var saveEvents = 0
    var repeatedBoosts: [Bool] = []
    func didTriggerBoostEvent(isRepeated: Bool) {
        boostEvents += 1
        repeatedBoosts.append(isRepeated)
    }
    func didTriggerSaveEvent() { saveEvents += 1 }
    var editEvents = 0
    func didTriggerEditEvent() { editEvents += 1 }
    var historyEvents = 0
    func didTriggerHistoryEvent() { historyEvents += 1 }
    var openQuoteEvents = 0
    func didTriggerOpenQuoteEvent() { openQuoteEvents += 1 }
    var deleteEvents: [Bool] = []
    var repeatedDeletes: [Bool] = []
    var reportEvents: [Bool] = []
    func didTriggerReportEvent(isRepeated: Bool) { reportEvents.append(isRepeated) }
    func didTriggerDeleteEvent(writingAgain: Bool, isRepeated: Bool) {
        deleteEvents.append(writingAgain)
        repeatedDeletes.append(isRepeated)
    }

    func didTriggerViewReadyEvent() { viewReadyEvents += 1 }
    func didTriggerRevealEvent() { revealEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }

    var photoOffsets: [Int] = []
    var openOriginalEvents = 0
    func didTriggerPhotoEvent(offset: Int) { photoOffsets.append(offset) }
    func didTriggerOpenOriginalEvent() { openOriginalEvents += 1 }
    var viewPhotoEvents = 0
    func didTriggerViewPhotoEvent() { viewPhotoEvents += 1 }
}
