import FoundationEssentials
import Localisation

/// Module is responsible for the timelines besides Home: this server's own posts, every post it knows, and my lists.
///
/// The only stateful part of the module: which timeline is shown, and which there are. The posts
/// are the embedded list's.
@MainActor
final class TimelinePresenter: TimelineModuleInput, TimelineViewOutput, TimelineInteractorOutput {
    weak var view: (any TimelineViewInput)?
    private let interactor: any TimelineInteractorInput
    private let router: any TimelineRouterInput
    private let context: ModuleContext
    private(set) var state = TimelineState()
    /// The timeline's posts, embedded under the title once the timeline is known.
    private lazy var posts = HostedPostList(
        wording: HostedPostList.Wording(loading: Strings.loadingPosts, loaded: Strings.timelineOnline),
        embed: { [weak self] in
            guard let self else { return }
            router.embedPostListModule(listing: .timeline(state.source), moduleOutput: $0)
        }, now: context.now, showStatus: { [weak self] in self?.view?.showStatus($0) })

    init(interactor: any TimelineInteractorInput, router: any TimelineRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - TimelineViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        showTitle()
        view?.showStatus(StatusLineViewModel(text: Strings.loadingPosts, tone: .busy))
        // The posts wait for the timeline chosen last time, read from this computer's disk.
        interactor.obtainChosenTimeline()
        interactor.obtainListTitles()
    }

    /// `]` or `[`: the next timeline, or the one before, going round.
    func didTriggerSwitchEvent(by offset: Int) {
        state.move(by: offset)
        interactor.saveChosenTimeline(state.source)
        showTitle()
        posts.show(.timeline(state.source))
    }

    /// Back from my lists: their titles may have changed.
    func didTriggerViewWillAppearEvent() {
        guard state.listsMayHaveChanged else { return }
        state.listsMayHaveChanged = false
        interactor.obtainListTitles()
    }

    func didTriggerListsEvent() {
        state.listsMayHaveChanged = true
        router.openMyListsModule()
    }

    func didTriggerRefreshEvent() {
        posts.load()
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - TimelineInteractorOutput

    func didObtainListTitles(_ titles: [String]) {
        let shown = state.source
        state.choices = [.local, .federated] + titles.map { .list(title: $0) }
        state.chosen = state.choices.firstIndex(of: shown) ?? 0
        showTitle()
    }

    func didObtainChosenTimeline(_ source: TimelineSource?) {
        state.choose(source)
        showTitle()
        posts.load()
    }

    // MARK: - Private

    private func showTitle() {
        view?.showTitle(
            state.isChosen ? Strings.timelineTitle(state.source) : Strings.timelinesOpening,
            trailing: state.choices.count > 1 ? Strings.timelineSwitchHint : Strings.backHint)
    }
}
