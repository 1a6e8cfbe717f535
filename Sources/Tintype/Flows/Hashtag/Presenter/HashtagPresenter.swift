import FoundationEssentials
import Localisation

/// Module is responsible for a hashtag: whether I follow it, and its photo posts.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows. The posts are the embedded list's.
@MainActor
final class HashtagPresenter: HashtagModuleInput, HashtagViewOutput, HashtagInteractorOutput, PostListModuleOutput {
    weak var view: (any HashtagViewInput)?
    private let interactor: any HashtagInteractorInput
    private let router: any HashtagRouterInput
    private let context: ModuleContext
    private(set) var state = HashtagState()
    /// The tag's posts, embedded under the title, once it is built.
    private var postList: (any PostListModuleInput)?

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
        view?.showStatus(StatusLineViewModel(text: Strings.loadingPosts, tone: .busy))
        router.embedPostListModule(listing: .hashtag(name: state.name), moduleOutput: self)
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
        view?.showStatus(StatusLineViewModel(text: Strings.refreshing, tone: .busy))
        postList?.refresh()
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - PostListModuleOutput

    func didEmbedPostList(_ postList: any PostListModuleInput) {
        self.postList = postList
    }

    func didShowPostListStatus(_ status: StatusLineViewModel) {
        view?.showStatus(status)
    }

    func didLoadNewestPosts(count: Int) {
        let updated = RelativeTimeFormatter(now: context.now()).phrase(for: context.now())
        view?.showStatus(StatusLineViewModel(text: Strings.hashtagOnline(count, updated: updated)))
    }

    /// The list said why in the status line, which keeps it.
    func didFailToLoadNewestPosts() {}

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
