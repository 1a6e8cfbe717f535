import Imaging
import Localisation

/// Module is responsible for a hashtag's photo posts as a grid.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows.
@MainActor
final class HashtagPresenter: HashtagModuleInput, HashtagViewOutput, HashtagInteractorOutput, PostDetailModuleOutput {
    weak var view: (any HashtagViewInput)?
    private let interactor: any HashtagInteractorInput
    private let router: any HashtagRouterInput
    private let context: ModuleContext
    private let cellObjectFactory = PostCellObjectFactory()
    private(set) var state = HashtagState()

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
        _ = state.list.beginRefresh()
        showListState()
        interactor.obtainPosts(taggedWith: state.name, more: false)
        interactor.obtainTag(named: state.name)
        interactor.observeSilencedAccounts()
        interactor.observePostChanges()
        interactor.observeNewPosts(taggedWith: state.name)
    }

    /// A post with the tag was posted: the first page is fetched again (once more after it if
    /// another came while it was on its way); one without a photo changes nothing.
    func didReceiveNewPost() {
        guard state.list.beginRefresh(forNews: true) else { return }
        interactor.obtainPosts(taggedWith: state.name, more: false)
    }

    /// `f`: follow the tag (its posts come into Home), or stop; the title says so at once.
    func didTriggerFollowEvent() {
        guard let isFollowed = state.isFollowed else { return }
        state.isFollowed = !isFollowed
        showTitle()
        view?.showStatus(StatusLineViewModel(text: Strings.followWaits, tone: .busy))
        interactor.performFollow(!isFollowed, tagNamed: state.name)
    }

    /// The tiles on screen and the next few get their pictures; the rest stop loading.
    func didShowPosts(at indices: Range<Int>) {
        let wanted = ThumbnailFetcher.wantedRows(onScreen: indices, count: state.posts.count)
        interactor.obtainThumbnails(for: state.thumbnails.wanting(ThumbnailFetcher.requests(for: state.posts[wanted])))
    }

    func didReachEndOfList() {
        guard !state.list.isRefreshing, state.list.beginLoadingOlder() else { return }
        showListState()
        interactor.obtainPosts(taggedWith: state.name, more: true)
    }

    func didSelectPost(at index: Int) {
        guard let post = state.posts[safe: index] else { return }
        router.openPostDetailModule(postId: post.id, moduleOutput: self)
    }

    func didTriggerRefreshEvent() {
        guard state.list.beginRefresh() else { return }
        showListState()
        interactor.obtainPosts(taggedWith: state.name, more: false)
    }

    func didTriggerBackEvent() {
        interactor.cancelAllRequests()
        router.closeCurrentModule()
    }

    // MARK: - HashtagInteractorOutput

    func didObtainPosts(_ posts: [Post], hasMore: Bool, areMore: Bool) {
        state.list.showPage(posts, hasOlder: hasMore, fetchedAt: context.now(), areOlder: areMore)
        showPosts()
        showListState()
        if !areMore, state.list.takeMissedNews() { didReceiveNewPost() }
    }

    func didSilenceAccount(withId accountId: String) {
        state.list.updateItems { $0.removeAll { $0.isShown(byAccountId: accountId) } }
        showPosts()
    }

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

    private func showTitle() {
        let trailing: String
        switch state.isFollowed {
        case true?: trailing = Strings.hashtagFollowingHint
        case false?: trailing = Strings.hashtagFollowHint
        case nil: trailing = Strings.backHint
        }
        view?.showTitle("#" + state.name, trailing: trailing)
    }

    func didFailToObtainPosts(_ problem: ConnectionProblem, areMore: Bool) {
        state.list.failPage(areOlder: areMore)
        showListState()
        view?.showStatus(StatusLineViewModel(text: Strings.hashtagNotLoaded(context.explain(problem)), tone: .error))
    }

    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        state.thumbnails.receive(picture, forRow: postId, isFinal: isFinal)
        guard picture != nil else { return }
        showPosts()
    }

    func didChangePost(_ change: PostStoreChange) {
        if state.list.updateItems({ change.apply(to: &$0) }) { showPosts() }
    }

    // MARK: - Private

    private func showPosts() {
        view?.update(with: cellObjectFactory.cellObjects(for: state.posts, now: context.now(), thumbnails: state.thumbnails.pictures))
    }

    private func showListState() {
        view?.showFooter(Self.wording.footer(of: state.list))
        if let status = Self.wording.status(of: state.list, now: context.now()) { view?.showStatus(status) }
    }

    /// How the tag's grid words where it stands. A tag's posts are not cached, so the list is
    /// never in the cached phase.
    private static var wording: PagedListWording {
        PagedListWording(
            cached: { _ in Strings.loadingPosts }, loadingFirst: { Strings.loadingPosts }, online: Strings.hashtagOnline,
            loadingOlder: { Strings.loadingOlder }, empty: { Strings.hashtagNoPosts }, end: { Strings.hashtagEnd })
    }
}
