import FoundationEssentials
import Localisation
import TextBasics

/// Module is responsible for the thread under a post: reading it and writing into it.
@MainActor
final class CommentsPresenter: CommentsModuleInput, CommentsViewOutput, CommentsInteractorOutput, PostDetailModuleOutput {
    weak var view: (any CommentsViewInput)?
    private weak var moduleOutput: (any CommentsModuleOutput)?
    /// Not private: a test shows it is freed with the module.
    let interactor: any CommentsInteractorInput
    private let router: any CommentsRouterInput
    private let cellObjectFactory: CommentsCellObjectFactory
    private let context: ModuleContext
    private let draftAutosave: DraftAutosave
    /// The save that waits for the typing to stop; a test awaits it rather than the clock.
    var draftSaveTask: Task<Void, Never>? { draftAutosave.pending }
    private(set) var state = CommentsState()

    init(
        interactor: any CommentsInteractorInput, router: any CommentsRouterInput, cellObjectFactory: CommentsCellObjectFactory,
        context: ModuleContext, draftSaveDelay: Duration = .milliseconds(500)
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
        draftAutosave = DraftAutosave(delay: draftSaveDelay)
    }

    // MARK: - CommentsModuleInput

    func configure(withPostId postId: String) {
        state.postId = postId
    }

    func configure(focusingCommentWithId commentId: String) {
        state.focusedCommentId = commentId
    }

    func setModuleOutput(_ moduleOutput: any CommentsModuleOutput) {
        self.moduleOutput = moduleOutput
    }

    // MARK: - CommentsViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showNotice(StatusLineViewModel(text: Strings.loadingComments, tone: .busy))
        interactor.obtainComments(underPostId: state.postId)
        interactor.observeSentComments()
        interactor.observePostChanges()
    }

    func didTriggerWriteEvent(selectedIndex: Int?) {
        let target = ReplyTarget(answering: selectedIndex.flatMap { state.comments[safe: $0] }, underPostId: state.postId)
        state.replyTarget = target
        interactor.obtainDraft(forReplyToId: target.postId)
        // Asked with the draft, not with the thread: every post opens a thread, few are written in.
        interactor.obtainCharacterLimit()
    }

    func didChangeDraft(_ text: String) {
        guard let target = state.replyTarget else { return }
        draftAutosave.schedule { [weak self] in self?.interactor.saveDraft(text, forReplyToId: target.postId) }
    }

    func didTriggerSendEvent(_ text: String) {
        guard let target = state.replyTarget else { return }
        let trimmed = text.trimmed()
        guard !trimmed.isEmpty else {
            view?.showNotice(StatusLineViewModel(text: Strings.emptyComment, tone: .warning))
            return
        }
        guard trimmed.count <= state.characterLimit else {
            view?.showNotice(StatusLineViewModel(text: Strings.tooLong(trimmed.count - state.characterLimit), tone: .error))
            return
        }
        draftAutosave.cancel()
        state.replyTarget = nil
        view?.hideComposer()
        // The draft is cleared by the service once the comment is safe in the outbox.
        interactor.sendComment(trimmed, inReplyToId: target.postId)
    }

    func didTriggerCloseComposerEvent(_ text: String) {
        guard let target = state.replyTarget else { return }
        draftAutosave.cancel()
        state.replyTarget = nil
        view?.hideComposer()
        interactor.saveDraft(text, forReplyToId: target.postId)
        if !text.isEmpty {
            view?.showNotice(StatusLineViewModel(text: Strings.draftKept))
        }
    }

    func didSelectComment(at index: Int) {
        guard state.comments.indices.contains(index), state.comments[index].delivery == .sent else { return }
        router.openPostDetailModule(withPostId: state.comments[index].id, moduleOutput: self)
    }

    func didTriggerProfileEvent(at index: Int) {
        guard state.comments.indices.contains(index), let author = state.comments[index].author else { return }
        router.openProfileModule(withAccountId: author.id)
    }

    func didTriggerRefreshEvent(selectedIndex: Int?) {
        if let index = selectedIndex, state.comments.indices.contains(index), case .notSent = state.comments[index].delivery {
            updateComment(withId: state.comments[index].id) { $0.delivery = .sending }
            interactor.retryComment(withId: state.comments[index].id)
            return
        }
        view?.showNotice(StatusLineViewModel(text: Strings.loadingComments, tone: .busy))
        interactor.obtainComments(underPostId: state.postId)
    }

    func didTriggerDiscardEvent(at index: Int) {
        guard state.comments.indices.contains(index), case .notSent = state.comments[index].delivery else { return }
        interactor.discardComment(withId: state.comments[index].id)
    }

    // MARK: - CommentsInteractorOutput

    func didObtainComments(_ comments: [Comment]) {
        state.comments = comments
        state.isLoaded = true
        showComments()
        if let focused = state.focusedCommentId, let index = comments.firstIndex(where: { $0.id == focused }) {
            state.focusedCommentId = nil
            view?.selectComment(at: index)
        }
        view?.showNotice(StatusLineViewModel(text: ""))
    }

    func didFailToObtainComments(_ problem: ConnectionProblem) {
        view?.showNotice(
            StatusLineViewModel(
                text: Strings.commentsFailed(context.explain(problem)),
                tone: .error))
    }

    func didObtainDraft(_ text: String, forReplyToId postId: String) {
        guard let target = state.replyTarget, target.postId == postId else { return }
        // An answer to someone's comment names them, so the server tells them, as other clients do.
        let opening = text.isEmpty ? target.handle.map { "@\($0) " } ?? "" : text
        view?.showComposer(
            ComposerViewModel(
                title: target.handle.map(Strings.replyTo) ?? Strings.commentOnPost,
                text: opening, characterLimit: state.characterLimit))
    }

    func didObtainCharacterLimit(_ limit: Int) {
        state.characterLimit = limit
        view?.setComposerCharacterLimit(limit)
    }

    func didFailToSaveDraft(_ problem: ConnectionProblem) {
        view?.showNotice(StatusLineViewModel(text: Strings.draftNotSaved(context.explain(problem)), tone: .error))
    }

    /// The comment just written is chosen, so it is in view however long the thread.
    func didQueueComment(_ comment: Comment) {
        state.comments = CommentThread.arranged(state.comments + [comment], underPostId: state.postId)
        showComments()
        if let index = state.comments.firstIndex(where: { $0.id == comment.id }) {
            view?.selectComment(at: index)
        }
    }

    func didFailToQueueComment(_ text: String, inReplyToId postId: String, problem: ConnectionProblem) {
        // Nothing is lost: the text goes back into the composer it came from.
        let target = ReplyTarget(replyingTo: postId, in: state.comments)
        state.replyTarget = target
        view?.showComposer(
            ComposerViewModel(
                title: target.handle.map(Strings.replyTo) ?? Strings.commentOnPost, text: text,
                characterLimit: state.characterLimit))
        view?.showNotice(StatusLineViewModel(text: Strings.commentNotSaved(context.explain(problem)), tone: .error))
    }

    /// The same comment can be reported twice (sent from here, and followed after a reload): only
    /// the first finds it queued, and only that one counts. A comment found already on the server
    /// (its answer lost, the thread loaded since) is in the thread: the queued copy goes, and the
    /// count, which came with it, does not move again.
    func didSendComment(_ comment: Comment, replacingId queuedId: String) {
        guard state.comments.contains(where: { $0.id == queuedId }) else { return }
        guard !state.comments.contains(where: { $0.id == comment.id }) else {
            state.comments.removeAll { $0.id == queuedId }
            showComments()
            return
        }
        updateComment(withId: queuedId, renamedTo: comment.id) { $0 = comment }
        if let inReplyToId = comment.inReplyToId {
            moduleOutput?.didSendComment(inReplyToId: inReplyToId)
        }
    }

    func didFailToSendComment(withId queuedId: String, problem: ConnectionProblem) {
        updateComment(withId: queuedId) { $0.delivery = .notSent(context.explain(problem)) }
    }

    func didDiscardComment(withId queuedId: String, text: String, inReplyToId postId: String) {
        state.comments.removeAll { $0.id == queuedId }
        showComments()
        view?.showNotice(StatusLineViewModel(text: Strings.discardedToDraft))
    }

    func didFailToDiscardComment(withId queuedId: String, problem: ConnectionProblem) {
        view?.showNotice(
            StatusLineViewModel(text: Strings.notTakenBack(context.explain(problem)), tone: .error))
    }

    /// A comment opened as a post and liked there shows the new count; one edited or taken down
    /// there has the thread read anew.
    func didChangePost(_ change: PostStoreChange) {
        switch change {
        case .changed(let post):
            guard let comment = state.comments.first(where: { $0.id == post.id }) else { return }
            guard comment.text == post.caption, comment.contentWarning == post.contentWarning else {
                return interactor.obtainComments(underPostId: state.postId)
            }
            updateComment(withId: post.id) { $0.likesCount = post.likesCount }
        case .removed(let postId):
            guard state.comments.contains(where: { $0.id == postId }) else { return }
            interactor.obtainComments(underPostId: state.postId)
        }
    }

    // MARK: - PostDetailModuleOutput

    /// The comment left the thread through the store; one to write again waits in the composer.
    func didDeletePost(writingAgain: Bool) {
        view?.showNotice(StatusLineViewModel(text: writingAgain ? Strings.postInComposer : Strings.postDeleted))
    }

    // MARK: - Private

    private func updateComment(withId id: String, renamedTo newId: String? = nil, _ change: (inout Comment) -> Void) {
        guard let index = state.comments.firstIndex(where: { $0.id == id }) else { return }
        change(&state.comments[index])
        state.comments = CommentThread.arranged(state.comments, underPostId: state.postId)
        showComments(renamedIds: newId.map { [id: $0] } ?? [:])
    }

    private func showComments(renamedIds: [String: String] = [:]) {
        view?.update(
            with: cellObjectFactory.cellObjects(for: state.comments, now: context.now()),
            heading: Strings.commentsHeading(count: state.comments.count), renamedIds: renamedIds)
    }
}
