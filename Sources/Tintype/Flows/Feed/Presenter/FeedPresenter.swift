import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for the home feed: the posts of the people the account follows.
///
/// The only stateful part of the module. Shows the cached feed at once, then the server's;
/// keeps the cached posts on screen when the server cannot be reached, and says why.
@MainActor
final class FeedPresenter: FeedModuleInput, FeedViewOutput, FeedInteractorOutput {
    weak var view: (any FeedViewInput)?
    private let interactor: any FeedInteractorInput
    private let router: any FeedRouterInput
    private let cellObjectFactory: PostCellObjectFactory
    private let context: ModuleContext
    private(set) var state = FeedState()
    private let readPosition: HomeReadPosition
    private lazy var rows = PostRowNavigator(
        router: router, copyToClipboard: { [weak self] in self?.view?.copyToClipboard($0) ?? false },
        showStatus: { [weak self] in self?.screen.showStatus($0, tone: $1) })

    init(
        interactor: any FeedInteractorInput, router: any FeedRouterInput, cellObjectFactory: PostCellObjectFactory, context: ModuleContext,
        readPosition: HomeReadPosition
    ) {
        self.readPosition = readPosition
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
        state.instanceName = context.instanceName
        readPosition.didPlace = { [weak self] in
            self?.state.newPostsCount = $0
            self?.didReachAgeTick()
        }
    }

    // MARK: - FeedModuleInput

    func configureOpeningComposer() { state.opensComposer = true }

    // MARK: - FeedViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.homeTitle, subtitle: "")
        _ = state.list.beginRefresh()
        screen.showStatus(Strings.loadingFeed, tone: .busy)
        interactor.obtainShowsReplies()
        interactor.obtainShowsLargePhotos()
        interactor.obtainCachedFeed()
        readPosition.start()
        interactor.obtainNewestFeed()
        context.firstScreen.whenOpen { [weak self] in self?.interactor.observeServerNews() }
        interactor.observeLocalChanges()
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
        interactor.stopAnimations()
    }

    func didTriggerRefreshEvent() {
        guard state.list.beginRefresh() else { return }
        screen.showStatus(Strings.refreshing, tone: .busy)
        interactor.obtainNewestFeed()
    }

    func didReachEndOfList() {
        guard state.list.beginLoadingOlder() else { return }
        screen.showFooter(of: state)
        interactor.obtainOlderPosts()
    }

    func didSelectPost(at index: Int) { rows.open(state.shownPosts[safe: index]) }
    func didTriggerProfileEvent(at index: Int) { rows.openAuthor(of: state.shownPosts[safe: index]) }
    func didTriggerCopyAddressEvent(at index: Int) { rows.copyAddress(of: state.shownPosts[safe: index]) }

    /// `f`: a like, or my like taken back, on every screen at once; the heart says it.
    func didTriggerLikeEvent(at index: Int) {
        state.sentPost(at: index).map { interactor.performChoice(.like, !$0.isLiked, originalId: $0.originalId) }
    }

    func didTriggerLikersEvent(at index: Int) { rows.openLikers(of: state.shownPosts[safe: index]) }

    func didTriggerRepliesToggleEvent() {
        interactor.saveShowsReplies(state.replies.flip())
        showPosts()
        screen.showStatus(state.showsReplies ? Strings.showingReplies : Strings.hidingReplies)
    }

    /// `z`: large photos with their captions under them, or compact rows; the same post stays selected.
    func didTriggerLayoutToggleEvent() {
        interactor.saveShowsLargePhotos(state.largePhotosLayout.flip())
        interactor.obtainLargePhotos(for: state.largePhotoRequests())
        showPosts()
        playAnimations()
        screen.showStatus(Strings.feedLayout(largePhotos: state.showsLargePhotos))
    }

    /// The rows on screen and the next few get their thumbnails, and their photos in full where
    /// the feed shows them large; the rest stop loading.
    func didShowPosts(at indices: Range<Int>) {
        interactor.obtainThumbnails(for: state.thumbnailRequests(onScreen: indices))
        interactor.obtainLargePhotos(for: state.largePhotoRequests())
        playAnimations()
    }

    func didMoveSelection(to index: Int) { state.shownPosts[safe: index].map { readPosition.didRead(rowId: $0.id) } }

    func didTriggerComposeEvent() { router.openComposeModule() }
    func didTriggerTimelinesEvent() { router.openTimelineModule() }
    func didTriggerCloseEvent() { router.closeCurrentModule() }

    // MARK: - FeedInteractorOutput

    /// Shows the same posts and status with their ages counted from now.
    func didReachAgeTick() {
        guard !state.posts.isEmpty else { return }
        showPosts()
        if state.isSettled { screen.showOnlineStatus(of: state) }
    }

    func didObtainCachedFeed(_ slice: FeedSlice) {
        guard state.list.showCached(slice.posts, hasOlder: slice.hasOlderPosts, savedAt: slice.fetchedAt) else { return }
        showPosts()
        screen.showStatus(Strings.showingCache(RelativeTimeFormatter(now: context.now()).phrase(for: slice.fetchedAt)), tone: .busy)
    }

    func didObtainNewestFeed(_ slice: FeedSlice, storageProblem: ConnectionProblem?) {
        state.showNewest(slice)
        showPosts()
        readPosition.didShowNewest(rowIds: state.shownPosts.map(\.id))
        if let storageProblem {
            screen.showStatus(Strings.couldNotSave(context.explain(storageProblem)), tone: .warning)
        } else {
            screen.showOnlineStatus(of: state)
        }
        if state.list.takeMissedNews() { didReceiveNewPosts() }
        context.firstScreen.open()
    }

    /// A post arrived live: the feed is fetched behind what is read, and the new posts go on top
    /// without moving the selected row; the status line says how many came.
    func didReceiveNewPosts() { if state.list.beginRefresh(forNews: true) { interactor.obtainNewestFeed() } }

    func didFailToObtainNewestFeed(_ problem: ConnectionProblem) {
        state.list.failRefresh()
        screen.showOffline(in: state, reason: context.explain(problem))
        context.firstScreen.open()
    }

    func didObtainOlderPosts(_ slice: FeedSlice) {
        state.list.showOlder(merged: slice.posts, hasOlder: slice.hasOlderPosts)
        showPosts()
        if state.isSettled { screen.showOnlineStatus(of: state) }
    }

    func didFailToObtainOlderPosts(_ problem: ConnectionProblem) {
        state.list.failLoadingOlder()
        screen.showStatus(Strings.olderPostsFailed(context.explain(problem)), tone: .error)
        screen.showFooter(of: state)
    }

    func didObtainShowsReplies(_ showsReplies: Bool) { if state.replies.remember(showsReplies) { showPosts() } }

    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        if state.thumbnails.receive(picture, forRow: postId, isFinal: isFinal) { showPosts() }
    }

    /// A frame of a row's animation stands for its thumbnail; only that row is drawn again.
    func didObtainAnimationFrame(_ frame: PixelImage, postId: String) {
        state.receiveAnimationFrame(frame, forRow: postId)
        screen.showRows(showingPostOfRow: postId, in: state)
    }

    func didEndAnimation(postId: String) { state.animationEnded(forRow: postId) }

    func didObtainShowsLargePhotos(_ showsLargePhotos: Bool) {
        guard state.largePhotosLayout.remember(showsLargePhotos) else { return }
        interactor.obtainLargePhotos(for: state.largePhotoRequests())
        showPosts()
    }

    func didObtainLargePhoto(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        if state.showsLargePhotos, state.largePhotos.receive(picture, forRow: postId, isFinal: isFinal) { showPosts() }
    }

    func didObtainQueuedPosts(_ posts: [Post]) { if state.takeQueuedPosts(posts) { showPosts() } }

    /// My post on its way is on the server now: it takes the place of its "sending…" row.
    func didSendQueuedPost(withId queuedId: String, as post: Post) {
        state.putOnTop(post, replacingQueued: queuedId)
        showPosts(renamedIds: [queuedId: post.id])
        screen.showStatus(Strings.postPublished)
    }

    func didChangePost(_ change: PostStoreChange) {
        guard state.apply(change) else { return }
        // One post changed: only its rows are made again, not the whole feed's.
        guard case .changed(let post) = change else { return showPosts() }
        screen.showRows(showingPost: post.id, in: state)
    }

    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem) {
        view?.showStatus(.choiceProblem(choice, reason: context.explain(problem), mayPass: problem.mayPass))
    }

    func didRefuseChoice(_ choice: PostChoice, reason: String) {
        screen.showStatus(Strings.choiceFailed(choice, reason: reason), tone: .error)
    }

    func didSilenceAccount(withId accountId: String) { if state.removePosts(shownByAccountId: accountId) { showPosts() } }

    // MARK: - Private

    private func startTickingAges() {
        state.agesTick = true
        interactor.observeAgeTicks()
        playAnimations()
    }

    private func playAnimations() {
        interactor.playAnimations(for: state.animationRequests(playing: context.playsAnimations), asLargePhotos: state.showsLargePhotos)
    }

    private func showPosts(renamedIds: [String: String] = [:]) {
        state.agesShownAt = context.now()
        screen.showPosts(of: state, renamedIds: renamedIds)
        if state.isShortOfRows { didReachEndOfList() }
    }

    private var screen: FeedViewUpdater {
        FeedViewUpdater(view: view, cellObjectFactory: cellObjectFactory, now: context.now())
    }
}
