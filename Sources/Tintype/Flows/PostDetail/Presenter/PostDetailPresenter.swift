import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailPresenter: PostDetailModuleInput, PostDetailViewOutput, PostDetailInteractorOutput, CommentsModuleOutput,
    ComposeModuleOutput, SafetyFormModuleOutput
{
    weak var view: (any PostDetailViewInput)?
    private weak var moduleOutput: (any PostDetailModuleOutput)?
    /// Not private: a test shows it is freed with the module.
    let interactor: any PostDetailInteractorInput
    private let router: any PostDetailRouterInput
    private let cellObjectFactory: PostDetailCellObjectFactory
    private let context: ModuleContext
    private(set) var state = PostDetailState()

    init(
        interactor: any PostDetailInteractorInput, router: any PostDetailRouterInput,
        cellObjectFactory: PostDetailCellObjectFactory, context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - PostDetailModuleInput

    func configure(withPostId postId: String) {
        state.postId = postId
    }

    func configure(focusingCommentWithId commentId: String) {
        state.focusedCommentId = commentId
    }

    func setModuleOutput(_ moduleOutput: any PostDetailModuleOutput) {
        self.moduleOutput = moduleOutput
    }

    // MARK: - PostDetailViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showStatus(StatusLineViewModel(text: Strings.loadingPost, tone: .busy))
        state.isStatusLoading = true
        interactor.obtainPost(withId: state.postId)
        interactor.obtainSignedInAccountId()
        router.embedCommentsModule(forPostId: state.postId, focusingCommentId: state.focusedCommentId, moduleOutput: self)
    }

    func didTriggerRevealEvent() {
        guard let post = state.post, !post.contentWarning.isEmpty || post.filterTitle != nil || post.media.contains(where: \.isSensitive)
        else { return }
        state.isCaptionRevealed.toggle()
        showPost(post)
    }

    func didTriggerLikeEvent() {
        toggle(.like)
    }

    /// A boost shows the post to every follower, and a stray key must not do that: the first
    /// press asks, the same key pressed again next boosts. Taking a boost back asks nothing.
    func didTriggerBoostEvent(isRepeated: Bool) {
        guard let post = state.post else { return }
        if !post.isBoosted, !state.confirmsBoost(isRepeated: isRepeated) {
            state.isBoostAsked = true
            view?.showStatus(StatusLineViewModel(text: Strings.boostConfirmation, tone: .warning))
            return
        }
        state.isBoostAsked = false
        toggle(.boost)
    }

    /// Someone else's post only: the form that asks why, the post attached (a boost's author is
    /// reported alone, since the boost's id is the booster's).
    func didTriggerReportEvent(isRepeated: Bool) {
        guard let post = state.post else { return }
        guard !state.isMine else { return view?.showStatus(StatusLineViewModel(text: Strings.cannotSilenceYourself)) ?? () }
        let attached = post.boostedBy == nil ? ReportedPost(id: post.id, excerpt: post.captionFirstLine) : nil
        router.openSafetyFormModule(for: .report(post.author, post: attached), moduleOutput: self)
    }

    // MARK: - SafetyFormModuleOutput

    /// A post's screen offers no mute.
    func didChooseMute(ofAccountId accountId: String, for duration: MuteDuration, hidingNotifications: Bool) {}

    func didSendReport(about author: Author) {
        view?.showStatus(StatusLineViewModel(text: Strings.reportSent(author.handle)))
    }

    func didTriggerSaveEvent() {
        toggle(.save)
    }

    /// Only my own posts; while who is signed in is not known yet, the server is left to refuse.
    func didTriggerEditEvent() {
        guard let post = state.post, !state.isDeleting else { return }
        guard state.signedInAccountId == nil || state.isMine else {
            view?.showStatus(StatusLineViewModel(text: Strings.editOnlyYours))
            return
        }
        router.openComposeModule(editingPostWithId: post.id, moduleOutput: self)
    }

    func didTriggerHistoryEvent() {
        guard let post = state.post else { return }
        router.openPostHistoryModule(postId: post.id)
    }

    /// Taking a post down cannot be undone: the first press names the post and asks, the same key
    /// pressed again next does it. Only my own posts: while who is signed in is not known yet, the
    /// server is left to refuse someone else's.
    func didTriggerDeleteEvent(writingAgain: Bool, isRepeated: Bool) {
        guard let post = state.post, !state.isDeleting else { return }
        guard state.signedInAccountId == nil || state.isMine else {
            view?.showStatus(StatusLineViewModel(text: Strings.deleteOnlyYours))
            return
        }
        guard state.confirmsDelete(writingAgain: writingAgain, isRepeated: isRepeated) else {
            state.deleteAskedWritingAgain = writingAgain
            let named = Strings.postNamed(post)
            let question = writingAgain ? Strings.deleteAndWriteAgainConfirmation(named) : Strings.deleteConfirmation(named)
            view?.showStatus(StatusLineViewModel(text: question, tone: .warning))
            return
        }
        state.deleteAskedWritingAgain = nil
        state.isDeleting = true
        view?.showStatus(StatusLineViewModel(text: Strings.deleting, tone: .busy))
        interactor.deletePost(withId: post.id, keepingAsDraft: writingAgain)
    }

    func didTriggerPhotoEvent(offset: Int) {
        guard let post = state.post, post.media.count > 1 else { return }
        state.photoIndex = (state.photoIndex + offset + post.media.count) % post.media.count
        showPost(post)
        obtainPhotoShown(of: post)
    }

    func didTriggerViewPhotoEvent() {
        guard let post = state.post, post.media.indices.contains(state.photoIndex) else { return }
        router.openPhotoViewerModule(photos: post.media, startingAt: state.photoIndex, isRevealed: state.isCaptionRevealed)
    }

    func didTriggerOpenOriginalEvent() {
        guard let post = state.post, post.media.indices.contains(state.photoIndex),
            let address = post.media[state.photoIndex].url
        else { return }
        do {
            try router.openOriginal(at: address)
            view?.showStatus(StatusLineViewModel(text: Strings.openedInViewer))
        } catch {
            view?.showStatus(StatusLineViewModel(text: Strings.viewerFailed, tone: .error))
        }
    }

    func didTriggerProfileEvent() {
        guard let author = state.post?.author else { return }
        router.openProfileModule(withAccountId: author.id)
    }

    func didTriggerBackEvent() {
        interactor.cancelAllRequests()
        router.closeCurrentModule()
    }

    // MARK: - PostDetailInteractorOutput

    func didObtainPost(_ post: Post) {
        let post = state.withAwaitingChoices(post)
        state.post = post
        state.photoIndex = min(state.photoIndex, max(0, post.media.count - 1))
        showPost(post)
        obtainPhotoShown(of: post)
        // The server's copy coming after the loaded one says nothing over what an action said.
        guard state.isStatusLoading else { return }
        state.isStatusLoading = false
        view?.showStatus(StatusLineViewModel(text: Strings.onlineStatus(context.instanceName)))
    }

    func didObtainSignedInAccountId(_ accountId: String) {
        state.signedInAccountId = accountId
    }

    /// The screen closes, and the opener drops the post (and opens the composer on it).
    func didDeletePost(withId postId: String, isInComposer: Bool) {
        state.isDeleting = false
        interactor.cancelAllRequests()
        router.closeCurrentModule()
        moduleOutput?.didDeletePost(withId: postId, writingAgain: isInComposer)
    }

    func didFailToDeletePost(_ problem: ConnectionProblem) {
        state.isDeleting = false
        let reason = context.explain(problem)
        view?.showStatus(
            StatusLineViewModel(
                text: problem.mayPass ? Strings.deleteWaiting(reason) : Strings.deleteFailed(reason),
                tone: problem.mayPass ? .warning : .error))
    }

    func didFailToObtainPost(_ problem: ConnectionProblem) {
        let reason = context.explain(problem)
        view?.showStatus(StatusLineViewModel(text: state.post == nil ? reason : Strings.offlinePost(reason), tone: .error))
    }

    /// Only the answer to the person's last choice is shown: an earlier one is already overtaken.
    /// The answer to a boost is the boosted post, whose id differs from a boost row's: the post
    /// shown keeps its own.
    func didChangeChoice(_ choice: PostChoice, of post: Post) {
        guard let shown = state.post, state.choicesAwaitingAnswer[choice] == post.isChosen(choice) else { return }
        state.choicesAwaitingAnswer[choice] = nil
        showChoiceChange(of: state.withAwaitingChoices(shown.withChoices(of: post)))
    }

    /// A refusal undoes the choice; a server that did not answer keeps it, as the outbox does.
    func didFailToChangeChoice(_ choice: PostChoice, ofPostId postId: String, problem: ConnectionProblem) {
        guard let post = state.post, let chosen = state.choicesAwaitingAnswer[choice] else { return }
        let reason = context.explain(problem)
        if problem.mayPass {
            view?.showStatus(StatusLineViewModel(text: Strings.choiceWaiting(choice, reason: reason), tone: .warning))
            return
        }
        state.choicesAwaitingAnswer[choice] = nil
        showChoiceChange(of: post.with(choice, !chosen))
        view?.showStatus(StatusLineViewModel(text: Strings.choiceFailed(choice, reason: reason), tone: .error))
    }

    func didObtainPicture(_ picture: PixelImage, isLikeness: Bool, address: String) {
        var known = state.pictures[address] ?? PictureState()
        if isLikeness { known.likeness = picture } else { known.picture = picture }
        state.pictures[address] = known
        if let post = state.post { showPost(post) }
    }

    func didFailToObtainPicture(address: String, problem: MediaProblem) {
        state.pictures[address, default: PictureState()].failure = context.explain(problem)
        if let post = state.post { showPost(post) }
    }

    // MARK: - ComposeModuleOutput

    /// The edit is on the server: the post shows it, and so does the screen that opened it.
    func didEditPost(_ post: Post) {
        guard let shown = state.post?.withContent(of: post) else { return }
        state.post = shown
        showPost(shown)
        view?.showStatus(StatusLineViewModel(text: Strings.postEditedNow))
        moduleOutput?.didEditPost(shown)
    }

    /// A new post is not written from here.
    func didPublishPost(_ post: Post) {}

    func didChangeQueuedPosts() {}

    // MARK: - CommentsModuleOutput

    func didSendComment(inReplyToId postId: String) {
        guard var post = state.post, post.id == postId else { return }
        post.commentsCount = post.commentsCount.movedSaturating(by: 1)
        state.post = post
        showPost(post)
        moduleOutput?.didChangeCommentsCount(ofPostId: post.id, commentsCount: post.commentsCount)
    }

    // MARK: - Private

    /// The photo shown, unless it came already.
    private func obtainPhotoShown(of post: Post) {
        guard let item = post.media[safe: state.photoIndex], item.stillAddress.flatMap({ state.pictures[$0]?.picture }) == nil
        else { return }
        interactor.obtainPicture(of: item)
    }

    /// Shows the choice at once and tells the opener; the server's answer confirms or undoes it.
    private func toggle(_ choice: PostChoice) {
        guard let post = state.post else { return }
        let isOn = !post.isChosen(choice)
        state.choicesAwaitingAnswer[choice] = isOn
        showChoiceChange(of: post.with(choice, isOn))
        if let done = Strings.choiceMade(choice, isOn: isOn) {
            view?.showStatus(StatusLineViewModel(text: done))
        }
        interactor.performChoice(choice, isOn, postId: post.id)
    }

    /// Keeps, shows and tells the opening module the post's choices as they now stand.
    private func showChoiceChange(of post: Post) {
        state.post = post
        showPost(post)
        moduleOutput?.didChangeChoices(of: post)
    }

    private func showPost(_ post: Post) {
        view?.showTitle(Strings.postTitle(post.author.displayName))
        view?.update(
            with: cellObjectFactory.cellObjects(
                for: post, isCaptionRevealed: state.isCaptionRevealed, photoIndex: state.photoIndex, pictures: state.pictures,
                now: context.now()))
    }
}
