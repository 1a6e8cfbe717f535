import FoundationEssentials
import Localisation
import TextBasics

/// Module is responsible for a new post: photos with their alt text, a caption, who may see it.
///
/// The only stateful part of the module: keeps the draft (saved on every change), checks it
/// against the instance's limits before anything is sent, and sends it through the outbox.
@MainActor
final class ComposePresenter: ComposeModuleInput, ComposeViewOutput, ComposeInteractorOutput, PhotoPickerModuleOutput {
    weak var view: (any ComposeViewInput)?
    private weak var moduleOutput: (any ComposeModuleOutput)?
    private let interactor: any ComposeInteractorInput
    private let router: any ComposeRouterInput
    private let context: ModuleContext
    private(set) var state = ComposeState()

    init(interactor: any ComposeInteractorInput, router: any ComposeRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
        state.requiresAltText = context.requiresAltText
    }

    // MARK: - ComposeModuleInput

    func configure(editingPostWithId postId: String) { state.editingPostId = postId }

    func configure(quoting post: Post) {
        state.quoting = (post.originalId, "\(post.author.displayName) @\(post.author.handle): \(post.captionFirstLine)")
    }

    func setModuleOutput(_ moduleOutput: any ComposeModuleOutput) { self.moduleOutput = moduleOutput }

    // MARK: - ComposeViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(state.editingPostId == nil ? Strings.composeTitle : Strings.editTitle, trailing: Strings.composeTitleHint)
        // The form is drawn at once; the kept draft and the instance's limits fill it as they come.
        showForm()
        if let postId = state.editingPostId {
            view?.setFormLocked(true)
            showStatus(Strings.editLoading, tone: .busy)
            interactor.obtainPostToEdit(withId: postId)
        } else {
            showStatus(Strings.composeHelp)
            interactor.obtainDraft()
        }
        interactor.obtainLimits()
    }

    func didChangeCaption(_ caption: String) { change { $0.caption = caption } }

    func didChangeContentWarning(_ contentWarning: String) { change { $0.contentWarning = contentWarning } }

    func didAskToAddPhoto(atPath path: String) {
        let path = path.trimmed()
        guard mayChangePhotos(adding: !path.isEmpty), !path.isEmpty else { return }
        interactor.checkPhoto(at: path, limits: state.limits.files)
    }

    func didTriggerPickPhotoEvent() {
        guard mayChangePhotos(adding: true) else { return }
        router.openPhotoPickerModule(startingAfterPhotoAt: state.draft.photos.last { !$0.path.isEmpty }?.path, output: self)
    }

    // MARK: - PhotoPickerModuleOutput

    /// A picture chosen in the picker is added as one typed by its path: checked first.
    func didPickPhoto(atPath path: String) { didAskToAddPhoto(atPath: path) }

    func didAskToCompletePath(_ partial: String) { interactor.completePath(partial) }

    func didRemovePhoto(at index: Int) {
        if mayChangePhotos() { change { $0.removePhoto(at: index) } }
    }

    func didMovePhoto(at index: Int, by offset: Int) {
        if mayChangePhotos() { change { $0.movePhoto(at: index, by: offset) } }
    }

    func didSetAltText(_ altText: String, forPhotoAt index: Int) { change { $0.setAltText(altText.trimmed(), forPhotoAt: index) } }

    func didTriggerVisibilityEvent() { change { $0.visibility = ComposeCheck.visibility(after: $0.visibility) } }

    func didTriggerSensitiveEvent() { change { $0.isSensitive.toggle() } }

    func didTriggerQuotePolicyEvent() { change { $0.quotePolicy = $0.quotePolicy.next } }

    func didSetLanguage(_ language: String) {
        guard let code = ComposeCheck.languageCode(from: language) else { return showError(Strings.composeLanguageInvalid) }
        change { $0.language = code }
    }

    func didSetPollOptions(_ typed: String) { change { $0.poll = ComposePoll.poll(withOptionsTyped: typed, keeping: $0.poll) } }

    func didTriggerPollLengthEvent() {
        guard let seconds = state.draft.poll?.expiresInSeconds else { return }
        change { [limits = state.limits.poll] in $0.poll?.expiresInSeconds = ComposePoll.length(after: seconds, limits: limits) }
    }

    func didTriggerPollChoicesEvent() { change { $0.poll?.allowsMultiple.toggle() } }

    /// A time typed for the post to be published at; nothing typed publishes it at once.
    func didSetPublishingTime(_ typed: String) {
        switch ComposeCheck.publishingTime(from: typed, now: context.now()) {
        case .success(let date): change { $0.publishesAt = date }
        case .failure(let problem): showError(Strings.typedTimeProblem(problem))
        }
    }

    /// Checked against the server's limits, waited for if they have not come: a photo over them
    /// must not be uploaded on the strength of the usual ones.
    func didTriggerPostEvent() {
        guard !state.isSending else { return }
        state.isPostWaitingForLimits = !state.hasServerLimits
        guard state.hasServerLimits else { return showStatus(Strings.composeWaitingForLimits, tone: .busy) }
        if let refusal = ComposeCheck.refusal(of: state.draft, limits: state.limits, requiringAltText: state.requiresAltText) {
            return showError(refusal)
        }
        state.isSending = true
        showForm()
        if let postId = state.editingPostId {
            showStatus(Strings.editSending, tone: .busy)
            return interactor.saveEdit(ofPostWithId: postId, to: state.draft)
        }
        showStatus(Strings.composeSending(state.draft.photos.count), tone: .busy)
        interactor.publish(state.draft)
    }

    func didTriggerBackEvent() { router.closeCurrentModule() }

    // MARK: - ComposeInteractorOutput

    /// Text typed before the draft came is not lost: the kept draft only fills an empty form. The
    /// post to edit comes to a locked form, which it fills and unlocks.
    func didObtainDraft(_ draft: PostDraft) {
        state.hasLoadedDraft = true
        if state.editingPostId != nil {
            view?.setFormLocked(false)
            showStatus(Strings.composeHelp)
        }
        if state.draft == PostDraft() {
            state.draft = draft
            view?.showText(caption: draft.caption, contentWarning: draft.contentWarning)
        }
        state.quoteAsAsked()
        showForm()
    }

    func didFailToObtainPostToEdit(_ problem: ConnectionProblem) {
        showError(Strings.editNotLoaded(context.explain(problem)))
    }

    func didObtainLimits(_ limits: PostingLimits) {
        state.limits = limits
        state.hasServerLimits = true
        showForm()
        if state.isPostWaitingForLimits { didTriggerPostEvent() }
    }

    func didFailToSaveDraft() { showError(Strings.composeDraftNotSaved) }

    func didCheckPhoto(_ photo: PostDraft.Photo, problem: PhotoFileProblem?, shownPath: String) {
        if let problem { return showError(Strings.photoFileProblem(problem, path: shownPath)) }
        guard state.draft.photos.count < state.limits.photos else { return showError(Strings.composeTooManyPhotos(state.limits.photos)) }
        change { $0.photos.append(photo) }
        showStatus(photo.isVideo ? Strings.composeVideoAdded : Strings.composePhotoAdded)
    }

    func didCompletePath(_ completed: String, candidates: [String]) { view?.showPathCompletion(completed, candidates: candidates) }

    func didMakeUploadProgress(photoIndex: Int, fraction: Double) {
        guard state.isSending else { return }
        state.uploads[photoIndex] = max(state.uploads[photoIndex] ?? 0, min(1, fraction))
        showForm()
    }

    func didPublish(_ post: Post) {
        state.isSending = false
        state.draft = PostDraft()
        if state.editingPostId != nil { moduleOutput?.didEditPost(post) }
        router.closeCurrentModule()
    }

    /// The form is emptied for the next post, and stays open to say when this one goes out.
    func didSchedule(_ post: ScheduledPost) {
        state.isSending = false
        clearForm()
        showStatus(Strings.composeScheduled(ClockTimeFormatter().string(for: post.publishesAt)))
    }

    /// A server that may take the post later has it waiting in the outbox: the composer is done.
    /// A refusal gives the post back to the form, and to the draft.
    func didFailToPublish(_ problem: ConnectionProblem, keptDraft: PostDraft?) {
        state.isSending = false
        state.uploads = [:]
        let reason = context.explain(problem)
        if problem.mayPass, state.editingPostId != nil { return showStatus(Strings.editWaiting(reason), tone: .warning) }
        if problem.mayPass {
            clearForm()
            return showStatus(Strings.composeWaiting(reason), tone: .warning)
        }
        if let keptDraft {
            // The draft on disk is the outbox's copy, photos uploaded already and all.
            state.draft = keptDraft
        } else if state.editingPostId == nil {
            interactor.saveDraft(state.draft)
        }
        showForm()
        showError(state.editingPostId == nil ? Strings.composeRefused(reason) : Strings.editRefused(reason))
    }

    // MARK: - Private

    private func change(_ edit: (inout PostDraft) -> Void) {
        guard !state.isSending else { return }
        edit(&state.draft)
        if state.hasLoadedDraft, state.editingPostId == nil { interactor.saveDraft(state.draft) }
        showForm()
    }

    /// Whether the photos may change: not in an edit (a post's photos stay, their alt texts
    /// change), and one more (`adding`) only where the instance's limit has room. Says why not.
    private func mayChangePhotos(adding: Bool = false) -> Bool {
        let full = adding && state.draft.photos.count >= state.limits.photos
        let refusal = state.editingPostId != nil ? Strings.editPhotosStay : full ? Strings.composeTooManyPhotos(state.limits.photos) : nil
        refusal.map(showError)
        return refusal == nil
    }

    private func clearForm() {
        state.draft = PostDraft()
        view?.showText(caption: "", contentWarning: "")
        showForm()
    }

    private func showForm() {
        view?.update(with: ComposeViewModelFactory.viewModel(for: state))
    }

    private func showError(_ text: String) {
        showStatus(text, tone: .error)
    }

    private func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }
}
