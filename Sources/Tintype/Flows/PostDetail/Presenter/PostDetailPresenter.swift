import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for one post in full: its caption, every photo with its alt text, counts.
@MainActor
final class PostDetailPresenter: PostDetailModuleInput, PostDetailViewOutput, PostDetailInteractorOutput, CommentsModuleOutput,
    ComposeModuleOutput
{
    weak var view: (any PostDetailViewInput)?
    private weak var moduleOutput: (any PostDetailModuleOutput)?
    /// Not private: a test shows it is freed with the module.
    let interactor: any PostDetailInteractorInput
    private let router: any PostDetailRouterInput
    private let cellObjectFactory: PostDetailCellObjectFactory
    private let context: ModuleContext
    private(set) var state = PostDetailState()
    private lazy var reports = SafetyReports(forms: router) { [weak self] in self?.showStatus($0, tone: $1) }
    private lazy var deletion = PostDeletion(interactor: interactor, explain: context.explain) { [weak self] in
        self?.showStatus($0, tone: $1)
    }
    private lazy var sharing = PostSharing(
        interactor: interactor, router: router, explain: context.explain,
        copyToClipboard: { [weak self] in self?.view?.copyToClipboard($0) ?? false },
        showStatus: { [weak self] in self?.showStatus($0, tone: $1) })
    private lazy var voting = PollVoting(interactor: interactor, explain: context.explain, now: context.now) { [weak self] in
        self?.showStatus($0, tone: $1)
    }

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

    func configure(withPostId postId: String) { state.postId = postId }

    func configure(focusingCommentWithId commentId: String) { state.focusedCommentId = commentId }

    func setModuleOutput(_ moduleOutput: any PostDetailModuleOutput) { self.moduleOutput = moduleOutput }

    // MARK: - PostDetailViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        showStatus(Strings.loadingPost, tone: .busy)
        state.isStatusLoading = true
        interactor.obtainPost(withId: state.postId)
        interactor.obtainSignedInAccountId()
        interactor.observePostChanges()
        router.embedCommentsModule(forPostId: state.postId, focusingCommentId: state.focusedCommentId, moduleOutput: self)
    }

    func didTriggerRevealEvent() {
        guard let post = state.post, state.hasSomethingToReveal else { return }
        state.isCaptionRevealed.toggle()
        showPost(post)
    }

    /// Out of sight nothing moves: the animation stops on its frame, and plays again in front.
    func didTriggerViewWillAppearEvent() {
        state.isInFront = true
        state.post.map(showPost)
    }

    func didTriggerViewDidDisappearEvent() {
        state.isInFront = false
        interactor.playAnimation(of: nil)
    }

    func didTriggerLikeEvent() { toggle(.like) }

    /// A boost asks first (`PostDetailState.confirmBoost`).
    func didTriggerBoostEvent(isRepeated: Bool) {
        guard state.post != nil else { return }
        guard state.confirmBoost(isRepeated: isRepeated) else { return showStatus(Strings.boostConfirmation, tone: .warning) }
        toggle(.boost)
    }

    /// Someone else's post only: the form that asks why, the post attached (a boost's author is
    /// reported alone, since the boost's id is the booster's).
    func didTriggerReportEvent(isRepeated: Bool) {
        guard let post = state.post else { return }
        guard !state.isMine else { return showStatus(Strings.cannotSilenceYourself) }
        let attached = post.boostedBy == nil ? ReportedPost(id: post.id, excerpt: post.captionFirstLine) : nil
        reports.report(post.author, post: attached)
    }

    func didTriggerSaveEvent() { toggle(.save) }

    /// Only my own posts; while who is signed in is not known yet, the server is left to refuse.
    func didTriggerEditEvent() {
        guard let post = state.post, !deletion.isDeleting else { return }
        guard state.mayBeMine else { return showStatus(Strings.editOnlyYours) }
        router.openComposeModule(editingPostWithId: post.id, moduleOutput: self)
    }

    func didTriggerHistoryEvent() { state.post.map { router.openPostHistoryModule(postId: $0.id) } }

    /// The poll's marks are drawn, and the numbers are the poll's keys while choosing.
    func didTriggerPollEvent(_ key: PollVotingKey) {
        voting.handle(key, in: state.post)
        view?.showChoosingPollOptions(voting.isChoosing)
        state.post.map(showPost)
    }

    /// On every screen that shows the post, as the store has it.
    func didTriggerTranslateEvent() {
        guard let post = state.post else { return }
        if post.translation == nil { showStatus(Strings.translating, tone: .busy) }
        interactor.toggleTranslation(of: post)
    }

    func didTriggerQuoteEvent() { sharing.quote(state.post) }

    func didTriggerOpenQuoteEvent() { sharing.openQuoted(in: state.post) }

    func didTriggerQuotesEvent() { sharing.listQuotes(of: state.post, mayBeMine: state.mayBeMine) }

    func didTriggerRevokeQuoteEvent(isRepeated: Bool) { sharing.revoke(state.post, by: state.signedInAccountId, isRepeated: isRepeated) }

    /// Asked first (`PostDeletion`).
    func didTriggerDeleteEvent(writingAgain: Bool, isRepeated: Bool) {
        guard let post = state.post else { return }
        deletion.delete(post, mayBeMine: state.mayBeMine, writingAgain: writingAgain, isRepeated: isRepeated)
    }

    func didTriggerPhotoEvent(offset: Int) {
        guard let post = state.post, post.media.count > 1 else { return }
        state.photoIndex = (state.photoIndex + offset + post.media.count) % post.media.count
        showPost(post)
    }

    func didTriggerViewPhotoEvent() {
        guard let post = state.post, post.media.indices.contains(state.photoIndex) else { return }
        router.openPhotoViewerModule(photos: post.media, startingAt: state.photoIndex, isRevealed: state.isCaptionRevealed)
    }

    func didTriggerOpenOriginalEvent() {
        guard let address = state.post?.media[safe: state.photoIndex]?.url else { return }
        interactor.openOriginal(at: address)
    }

    func didTriggerProfileEvent() { state.post.map { router.openProfileModule(withAccountId: $0.author.id) } }

    func didTriggerCopyAddressEvent() { sharing.copyAddress(of: state.post) }

    func didTriggerBackEvent() { router.closeCurrentModule() }

    // MARK: - PostDetailInteractorOutput

    func didObtainPost(_ post: Post) {
        state.show(post)
        showPost(post)
        // The server's copy coming after the loaded one says nothing over what an action said.
        guard state.isStatusLoading else { return }
        state.isStatusLoading = false
        showStatus(Strings.onlineStatus(context.instanceName))
    }

    func didObtainSignedInAccountId(_ accountId: String) { state.signedInAccountId = accountId }

    /// The screen closes, and the opener drops the post (and opens the composer on it).
    func didDeletePost(withId postId: String, isInComposer: Bool) {
        deletion.didDelete()
        router.closeCurrentModule()
        moduleOutput?.didDeletePost(writingAgain: isInComposer)
    }

    func didFailToDeletePost(_ problem: ConnectionProblem) { deletion.didFail(problem) }

    func didRevokeQuote() { sharing.didRevoke() }

    func didFailToRevokeQuote(_ problem: ConnectionProblem) { sharing.didFail(problem) }

    func didFailToObtainPost(_ problem: ConnectionProblem) {
        let reason = context.explain(problem)
        showStatus(state.post == nil ? reason : Strings.offlinePost(reason), tone: .error)
    }

    /// The post as it now stands, whichever screen changed it; a boost's row keeps its own id.
    func didChangePost(_ change: PostStoreChange) {
        guard case .changed(let changed) = change, let shown = state.post, shown.originalId == changed.id else { return }
        let post = shown.showing(changed)
        state.post = post
        showPost(post)
        if post.translation != shown.translation { showStatus(post.translation == nil ? Strings.showingOriginal : Strings.translated) }
    }

    /// The store has undone a refused choice; this screen, where it was made, says why.
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem) {
        view?.showStatus(.choiceProblem(choice, reason: context.explain(problem), mayPass: problem.mayPass))
    }

    func didFailToVote(_ problem: ConnectionProblem) { voting.didFail(problem) }

    func didFailToTranslate(_ problem: ConnectionProblem) { view?.showStatus(.translationProblem(problem, explain: context.explain)) }

    func didOpenOriginal(_ opened: Bool) { view?.showStatus(.originalOpening(opened)) }

    func didObtainPhoto(_ arrival: PhotoFetcher.Arrival, address: String) {
        state.pictures[address, default: PictureState()].take(arrival, explain: context.explain)
        if let post = state.post { showPost(post) }
    }

    // MARK: - ComposeModuleOutput

    /// The edit is on the server, and every screen shows it through the store.
    func didEditPost(_ post: Post) { showStatus(Strings.postEditedNow) }

    // MARK: - CommentsModuleOutput

    func didSendComment(inReplyToId postId: String) {
        guard let post = state.post, post.id == postId else { return }
        interactor.countComment(onOriginalId: post.originalId)
    }

    // MARK: - Private

    /// Every screen shows the choice at once; the server's answer confirms or undoes it.
    private func toggle(_ choice: PostChoice) {
        guard let post = state.post else { return }
        let isOn = !post.isChosen(choice)
        Strings.choiceMade(choice, isOn: isOn).map { showStatus($0) }
        interactor.performChoice(choice, isOn, originalId: post.originalId)
    }

    private func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }

    /// The post as it stands; the photo shown is asked for if it has not come, and an animation
    /// plays in its place (any other stops).
    private func showPost(_ post: Post) {
        state.photoStillWanted(of: post).map { interactor.obtainPicture(of: $0) }
        interactor.playAnimation(of: state.animationShown(of: post, playing: context.playsAnimations))
        view?.showTitle(Strings.postTitle(post.author.displayName))
        view?.update(
            with: cellObjectFactory.cellObjects(
                for: post, isCaptionRevealed: state.isCaptionRevealed, photoIndex: state.photoIndex, pictures: state.pictures,
                now: context.now(), pollMarks: voting.isChoosing ? voting.marked : nil))
    }
}
