import FoundationEssentials
import Localisation

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// The only stateful part of the module. The posts are the embedded list's, which shows the
/// cached feed at once, then the server's; Home says where they stand, keeps where I stopped
/// reading, and lets their ages tick while it is in front.
@MainActor
final class FeedPresenter: FeedModuleInput, FeedViewOutput, FeedInteractorOutput, PostListModuleOutput {
    weak var view: (any FeedViewInput)?
    private let interactor: any FeedInteractorInput
    private let router: any FeedRouterInput
    private let context: ModuleContext
    private(set) var state = FeedState()
    private let readPosition: HomeReadPosition
    /// The feed's posts, embedded under the title once the view is ready.
    private weak var postList: (any PostListModuleInput)?

    init(interactor: any FeedInteractorInput, router: any FeedRouterInput, context: ModuleContext, readPosition: HomeReadPosition) {
        self.readPosition = readPosition
        self.interactor = interactor
        self.router = router
        self.context = context
        // Placed as the first page is shown, whose arrival then says how many are new.
        readPosition.didPlace = { [weak self] index in
            self?.state.newPostsCount = index
            self?.postList?.showReadPosition(at: index)
        }
    }

    // MARK: - FeedModuleInput

    func configureOpeningComposer() { state.opensComposer = true }

    // MARK: - FeedViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.homeTitle, trailing: "")
        screen.showStatus(Strings.loadingFeed, tone: .busy)
        state.isRefreshing = true
        interactor.obtainShowsReplies()
        interactor.obtainShowsLargePhotos()
        router.embedPostListModule(listing: .home, moduleOutput: self)
        readPosition.start()
        context.firstScreen.whenOpen { [weak self] in self?.interactor.observeServerNews() }
        interactor.observeSilencedAccounts()
        startTickingAges()
        if state.takeComposerOpening() { router.openComposeModule() }
    }

    /// Back in front: ages tick again (brought up to date first if a tick was missed), and a feed
    /// older than a tick is fetched anew. Within the same minute nothing is laid out again, so
    /// switching tabs costs no more than drawing.
    func didTriggerViewWillAppearEvent() {
        guard !state.agesTick else { return }
        if state.hasMissedAgeTick(now: context.now()) { didReachAgeTick() }
        startTickingAges()
        if state.isStale(now: context.now(), interval: context.refreshInterval) { didTriggerRefreshEvent() }
    }

    /// Out of sight: nothing ticks.
    func didTriggerViewDidDisappearEvent() {
        state.agesTick = false
        interactor.stopAgeTicks()
    }

    func didTriggerRefreshEvent() {
        guard !state.isRefreshing, let postList else { return }
        state.isRefreshing = true
        screen.showStatus(Strings.refreshing, tone: .busy)
        postList.refresh()
    }

    func didTriggerRepliesToggleEvent() {
        interactor.saveShowsReplies(state.replies.flip())
        postList?.showReplies(state.showsReplies)
        screen.showStatus(state.showsReplies ? Strings.showingReplies : Strings.hidingReplies)
    }

    /// `z`: large photos with their captions under them, or compact rows; the same post stays selected.
    func didTriggerLayoutToggleEvent() {
        interactor.saveShowsLargePhotos(state.largePhotosLayout.flip())
        postList?.showLargePhotos(state.showsLargePhotos)
        screen.showStatus(Strings.feedLayout(largePhotos: state.showsLargePhotos))
    }

    func didTriggerComposeEvent() { router.openComposeModule() }
    func didTriggerTimelinesEvent() { router.openTimelineModule() }
    func didTriggerCloseEvent() { router.closeCurrentModule() }

    // MARK: - FeedInteractorOutput

    /// Shows the same posts and status with their ages counted from now.
    func didReachAgeTick() {
        state.agesShownAt = context.now()
        postList?.showAgesFromNow()
        if state.isSettled { screen.showOnlineStatus(of: state) }
    }

    /// A post arrived live: the feed is fetched behind what is read, and the new posts go on top
    /// without moving the selected row; the status line says how many came.
    func didReceiveNewPosts() { postList?.fetchNews() }

    func didObtainShowsReplies(_ showsReplies: Bool) { if state.replies.remember(showsReplies) { postList?.showReplies(showsReplies) } }

    func didObtainShowsLargePhotos(_ showsLargePhotos: Bool) {
        if state.largePhotosLayout.remember(showsLargePhotos) { postList?.showLargePhotos(showsLargePhotos) }
    }

    func didRefuseChoice(_ choice: PostChoice, reason: String) {
        screen.showStatus(Strings.choiceFailed(choice, reason: reason), tone: .error)
    }

    // MARK: - PostListModuleOutput

    /// The remembered choices that came before the list was built are its first.
    func didEmbedPostList(_ postList: any PostListModuleInput) {
        self.postList = postList
        postList.showReplies(state.showsReplies)
        postList.showLargePhotos(state.showsLargePhotos)
    }

    func didShowPostListStatus(_ status: StatusLineViewModel) { view?.showStatus(status) }

    func didShowNewestRows(_ rowIds: [String], newOnTop: Int) {
        state.newPostsCount = newOnTop
        readPosition.didShowNewest(rowIds: rowIds)
    }

    func didLoadNewestPosts(count: Int) {
        state.isRefreshing = false
        state.loaded = (count, context.now())
        screen.showOnlineStatus(of: state)
        context.firstScreen.open()
    }

    /// The list said why, and how old the posts kept from the last run are.
    func didFailToLoadNewestPosts() {
        state.isRefreshing = false
        context.firstScreen.open()
    }

    func didLoadOlderPosts(count: Int) {
        state.loaded?.count = count
        if state.isSettled { screen.showOnlineStatus(of: state) }
    }

    func didMoveSelection(toRowWithId rowId: String) { readPosition.didRead(rowId: rowId) }

    // MARK: - Private

    private func startTickingAges() {
        state.agesTick = true
        interactor.observeAgeTicks()
    }

    private var screen: FeedViewUpdater { FeedViewUpdater(view: view, now: context.now()) }
}
