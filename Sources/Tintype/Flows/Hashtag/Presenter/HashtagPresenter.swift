import FoundationEssentials
import Localisation

/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows. The posts are the embedded list's.
@MainActor
final class HashtagPresenter: HashtagModuleInput, HashtagViewOutput, HashtagInteractorOutput {
    weak var view: (any HashtagViewInput)?
    private let interactor: any HashtagInteractorInput
    private let router: any HashtagRouterInput
    private let context: ModuleContext
    private(set) var state = HashtagState()
    /// The tag's posts, embedded under the title.
    private lazy var posts = HostedPostList(
        wording: HostedPostList.Wording(loading: Strings.loadingPosts, loaded: Strings.hashtagOnline),
        embed: { [weak self] in
            guard let self else { return }
            router.embedPostListModule(listing: .hashtag(name: state.name), moduleOutput: $0)
        }, now: context.now, showStatus: { [weak self] in self?.view?.showStatus($0) })

    init(interactor: any HashtagInteractorInput, router: any HashtagRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - HashtagModuleInput

    func configure(withTagName name: String) {
        state.name = name
    }

    // MARK: - HashtagViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        showTitle()
        posts.load()
        interactor.obtainTag(named: state.name)
    }

    /// `f`: follow the tag (its posts come into Home), or stop; the title says so at once.
    func didTriggerFollowEvent() {
        guard let isFollowed = state.isFollowed else { return }
        state.isFollowed = !isFollowed
        showTitle()
        view?.showStatus(StatusLineViewModel(text: Strings.followWaits, tone: .busy))
        interactor.performFollow(!isFollowed, tagNamed: state.name)
    }

    func didTriggerRefreshEvent() {
        posts.load()
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - HashtagInteractorOutput

    func didObtainTag(_ hashtag: Hashtag) {
        let wasAsked = state.isFollowed != nil
        state.isFollowed = hashtag.isFollowed
        showTitle()
        guard wasAsked else { return }
        view?.showStatus(
            StatusLineViewModel(text: hashtag.isFollowed ? Strings.hashtagFollowed(state.name) : Strings.hashtagUnfollowed(state.name)))
    }

    /// The title goes back to how the server has it, which is asked again.
    func didFailToPerformFollow(_ problem: ConnectionProblem) {
        state.isFollowed = state.isFollowed.map { !$0 }
        showTitle()
        view?.showStatus(StatusLineViewModel(text: Strings.followFailed(context.explain(problem)), tone: .error))
        interactor.obtainTag(named: state.name)
    }

    // MARK: - Private

    private func showTitle() {
        let trailing: String
        switch state.isFollowed {
        case true?: trailing = Strings.hashtagFollowingHint
        case false?: trailing = Strings.hashtagFollowHint
        case nil: trailing = Strings.backHint
        }
        view?.showTitle("#" + state.name, trailing: trailing)
    }
}
