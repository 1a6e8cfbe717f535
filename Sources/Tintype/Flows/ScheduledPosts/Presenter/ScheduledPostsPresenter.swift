import Localisation

/// Module is responsible for my scheduled posts: when each goes out, cancelling one, taking one back to the composer.
///
/// The only stateful part of the module: the posts listed, and the one about to be cancelled.
@MainActor
final class ScheduledPostsPresenter: ScheduledPostsModuleInput, ScheduledPostsViewOutput, ScheduledPostsInteractorOutput {
    weak var view: (any ScheduledPostsViewInput)?
    private let interactor: any ScheduledPostsInteractorInput
    private let router: any ScheduledPostsRouterInput
    private let cellObjectFactory: ScheduledPostCellObjectFactory
    private let context: ModuleContext
    private(set) var state = ScheduledPostsState()

    init(
        interactor: any ScheduledPostsInteractorInput, router: any ScheduledPostsRouterInput,
        cellObjectFactory: ScheduledPostCellObjectFactory, context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - ScheduledPostsViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.scheduledTitle, trailing: Strings.backHint)
        didTriggerRefreshEvent()
    }

    func didTriggerRefreshEvent() {
        state.cancellingId = nil
        view?.showStatus(StatusLineViewModel(text: Strings.scheduledLoading, tone: .busy))
        interactor.obtainScheduledPosts()
    }

    /// `d` asks, `d` again on the same post cancels it.
    func didTriggerCancelEvent(at index: Int) {
        guard state.posts.indices.contains(index) else { return }
        let post = state.posts[index]
        guard state.cancellingId == post.id else {
            state.cancellingId = post.id
            return showStatus(Strings.scheduledCancelAsk, tone: .warning)
        }
        state.cancellingId = nil
        showStatus(Strings.scheduledCancelling, tone: .busy)
        interactor.cancelScheduledPost(id: post.id)
    }

    /// A poll or a reply the composer cannot hold stays as it is, rather than come back without it.
    func didTriggerEditEvent(at index: Int) {
        guard state.posts.indices.contains(index) else { return }
        state.cancellingId = nil
        let post = state.posts[index]
        guard post.pollOptions.isEmpty, !post.isReply else { return showStatus(Strings.scheduledNotInComposer, tone: .warning) }
        showStatus(Strings.scheduledTakingBack, tone: .busy)
        interactor.redraftScheduledPost(id: post.id)
    }

    func didTriggerMoveEvent(at index: Int) {
        state.cancellingId = nil
        guard let post = state.posts[safe: index] else { return }
        state.movingId = post.id
        view?.showComposer(
            ComposerViewModel(
                title: Strings.scheduledMoveTitle(ClockTimeFormatter().string(for: post.publishesAt)), text: "", characterLimit: nil,
                hint: Strings.scheduledMoveHint))
    }

    /// A time that cannot be read, or is too near, keeps the box open and says why.
    func didTriggerSendTimeEvent(_ text: String) {
        guard let id = state.movingId else { return }
        switch TypedTime.read(text, now: context.now()) {
        case .success(let date):
            state.movingId = nil
            view?.hideComposer()
            showStatus(Strings.scheduledMoving, tone: .busy)
            interactor.moveScheduledPost(id: id, to: date)
        case .failure(let problem):
            showStatus(Strings.typedTimeProblem(problem), tone: .error)
        }
    }

    func didTriggerCloseComposerEvent() {
        state.movingId = nil
        view?.hideComposer()
        showStatus(Strings.scheduledHelp)
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - ScheduledPostsInteractorOutput

    func didObtainScheduledPosts(_ posts: [ScheduledPost]) {
        state.posts = posts
        state.hasLoaded = true
        showList()
        showStatus(posts.isEmpty ? Strings.scheduledNone : Strings.scheduledHelp)
    }

    func didFailToObtainScheduledPosts(_ problem: ConnectionProblem) {
        showStatus(Strings.scheduledNotLoaded(context.explain(problem)), tone: .error)
    }

    func didCancelScheduledPost(id: String) {
        state.posts.removeAll { $0.id == id }
        showList()
        showStatus(Strings.scheduledCancelled)
    }

    /// The soonest first still.
    func didMoveScheduledPost(_ post: ScheduledPost) {
        guard let index = state.posts.firstIndex(where: { $0.id == post.id }) else { return }
        state.posts[index] = post
        state.posts.sort { $0.publishesAt < $1.publishesAt }
        showList()
        showStatus(Strings.scheduledMoved(ClockTimeFormatter().string(for: post.publishesAt)))
    }

    /// The post is the composer's now; the list shows it again only if it is scheduled anew.
    func didRedraftScheduledPost(id: String) {
        state.posts.removeAll { $0.id == id }
        showList()
        router.openComposeModule()
    }

    func didFailToChangeScheduledPost(_ problem: ConnectionProblem) {
        showStatus(Strings.scheduledNotChanged(context.explain(problem)), tone: .error)
    }

    // MARK: - Private

    private func showList() {
        view?.update(with: cellObjectFactory.cellObjects(for: state.posts, now: context.now()))
        view?.showFooter(state.hasLoaded && state.posts.isEmpty ? Strings.scheduledNone : nil)
    }

    private func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        view?.showStatus(StatusLineViewModel(text: text, tone: tone))
    }
}
