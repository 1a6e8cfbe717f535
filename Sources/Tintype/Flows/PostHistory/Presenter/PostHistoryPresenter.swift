import Localisation

/// Module is responsible for every version of my post, newest first, as it was edited.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows.
@MainActor
final class PostHistoryPresenter: PostHistoryModuleInput, PostHistoryViewOutput, PostHistoryInteractorOutput {
    weak var view: (any PostHistoryViewInput)?
    private let interactor: any PostHistoryInteractorInput
    private let router: any PostHistoryRouterInput
    private let cellObjectFactory: PostVersionCellObjectFactory
    private let context: ModuleContext
    private(set) var state = PostHistoryState()

    init(
        interactor: any PostHistoryInteractorInput, router: any PostHistoryRouterInput, cellObjectFactory: PostVersionCellObjectFactory,
        context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - PostHistoryModuleInput

    func configure(withPostId postId: String) {
        state.postId = postId
    }

    // MARK: - PostHistoryViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.postHistoryTitle, trailing: Strings.backHint)
        guard let postId = state.postId else { return }
        view?.showStatus(StatusLineViewModel(text: Strings.postHistoryLoading, tone: .busy))
        interactor.obtainHistory(ofPostId: postId)
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - PostHistoryInteractorOutput

    func didObtainHistory(_ versions: [PostVersion]) {
        state.versions = versions
        view?.update(with: cellObjectFactory.cellObjects(for: versions, now: context.now()))
        view?.showFooter(versions.count > 1 ? Strings.postHistoryCount(versions.count) : Strings.postHistoryNeverEdited)
        view?.showStatus(StatusLineViewModel(text: Strings.onlineStatus(context.instanceName)))
    }

    func didFailToObtainHistory(_ problem: ConnectionProblem) {
        view?.showStatus(StatusLineViewModel(text: Strings.postHistoryNotLoaded(context.explain(problem)), tone: .error))
    }
}
