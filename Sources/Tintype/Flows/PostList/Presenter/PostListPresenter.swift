import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for a list of posts embedded in another module: paging, thumbnails, the
/// grid or the list, and every post as the store has it.
///
/// The only stateful part of the module. Its host says what to list and when to fetch it anew;
/// the posts, their pages and their pictures are the list's alone.
@MainActor
final class PostListPresenter: PostListModuleInput, PostListViewOutput, PostListInteractorOutput {
    weak var view: (any PostListViewInput)?
    private weak var moduleOutput: (any PostListModuleOutput)?
    private let interactor: any PostListInteractorInput
    private let router: any PostListRouterInput
    private let cellObjectFactory = PostCellObjectFactory()
    private let context: ModuleContext
    private(set) var state = PostListState()
    private lazy var rows = PostRowNavigator(
        router: router, copyToClipboard: { [weak self] in self?.view?.copyToClipboard($0) ?? false },
        showStatus: { [weak self] in self?.screen.showStatus($0, tone: $1) })

    init(interactor: any PostListInteractorInput, router: any PostListRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - PostListModuleInput

    func configure(listing source: PostListSource) {
        guard source != state.source else { return refresh() }
        state.source = source
        state.postList.restart()
        // Until the view is ready the layout, and so what to fetch, is not known.
        guard state.isViewReady else { return }
        startListing()
    }

    func setModuleOutput(_ moduleOutput: any PostListModuleOutput) {
        self.moduleOutput = moduleOutput
        moduleOutput.didEmbedPostList(self)
    }

    func refresh() {
        guard state.source != nil, state.postList.beginRefresh() else { return }
        requestPosts(more: false)
    }

    func hidePosts(_ hidden: Bool) {
        state.isHidden = hidden
        screen.showPosts(of: state)
    }

    func showReplies(_ shown: Bool) {
        state.repliesShown = shown
        showPosts()
    }

    func showLargePhotos(_ large: Bool) {
        guard large != state.showsLargePhotos else { return }
        state.showsLargePhotos = large
        interactor.obtainLargePhotos(for: state.largePhotoRequests())
        showPosts()
        playAnimations()
    }

    func fetchNews() { didReceiveNewPost() }
    func showAgesFromNow() { if !state.postList.items.isEmpty { showPosts() } }
    func showReadPosition(at index: Int) { view?.showReadPosition(at: index) }

    // MARK: - PostListViewOutput

    func didTriggerViewReadyEvent(drawsPictures: Bool) {
        state.drawsPictures = drawsPictures
        state.postsHaveMediaOnly = state.isGrid
        view?.setupInitialState()
        view?.offerGrid(state.offersGrid)
        view?.showPostsAsGrid(state.isGrid)
        if state.offersGrid { interactor.obtainShowsPostsAsGrid() }
        state.isViewReady = true
        guard let source = state.source else { return }
        interactor.observeChanges(to: source)
        startListing()
    }

    /// The rows on screen and the next few get their thumbnails, and those on screen play their
    /// animations; the rest stop loading and playing.
    func didShowPosts(at indices: Range<Int>) {
        state.rowsOnScreen = indices
        interactor.obtainThumbnails(for: state.thumbnails.wanting(state.posts, onScreen: indices))
        interactor.obtainLargePhotos(for: state.largePhotoRequests())
        playAnimations()
    }

    func didMoveSelection(to index: Int) { state.posts[safe: index].map { moduleOutput?.didMoveSelection(toRowWithId: $0.id) } }

    func didTriggerViewWillAppearEvent() { showInFront(true) }
    /// Out of sight: every animation stops on its frame.
    func didTriggerViewDidDisappearEvent() { showInFront(false) }

    func didReachEndOfList() {
        guard state.source != nil, !state.postList.isRefreshing, state.postList.beginLoadingOlder() else { return }
        requestPosts(more: true)
    }

    func didSelectPost(at index: Int) { rows.open(state.posts[safe: index]) }

    /// `f`: a like, or my like taken back, on every screen at once.
    func didTriggerLikeEvent(at index: Int) {
        guard let post = state.posts[safe: index], post.delivery == .sent else { return }
        let isOn = !post.isLiked
        // The heart says it in a row that stays; a row that leaves the posts I liked needs words.
        if !isOn, state.source == .liked { screen.showStatus(Strings.likeTakenBack) }
        interactor.performChoice(.like, isOn, originalId: post.originalId)
    }

    func didTriggerProfileEvent(at index: Int) { rows.openAuthor(of: state.posts[safe: index]) }
    func didTriggerLikersEvent(at index: Int) { rows.openLikers(of: state.posts[safe: index]) }
    func didTriggerCopyAddressEvent(at index: Int) { rows.copyAddress(of: state.posts[safe: index]) }

    /// `v`: the photos as a grid or every post as a list, remembered for every list that offers both.
    func didTriggerLayoutEvent() {
        interactor.saveShowsPostsAsGrid(state.grid.flip())
        screen.showStatus(Strings.postsLayout(asGrid: state.showsPostsAsGrid))
        showLayout()
    }

    // MARK: - PostListInteractorOutput

    func didObtainPosts(_ posts: [Post], hasOlderPosts: Bool, areOlder: Bool) {
        guard !areOlder else {
            state.postList.showOlder(merged: posts, hasOlder: hasOlderPosts)
            showPosts()
            moduleOutput?.didLoadOlderPosts(count: state.postList.items.count)
            return
        }
        let newOnTop = state.showNewest(posts, hasOlder: hasOlderPosts, fetchedAt: context.now())
        showPosts()
        moduleOutput?.didShowNewestRows(state.posts.map(\.id), newOnTop: newOnTop)
        moduleOutput?.didLoadNewestPosts(count: state.postList.items.count)
        if state.postList.takeMissedNews() { didReceiveNewPost() }
    }

    func didObtainCachedPosts(_ posts: [Post], hasOlderPosts: Bool, savedAt: Date) {
        guard state.postList.showCached(posts, hasOlder: hasOlderPosts, savedAt: savedAt) else { return }
        showPosts()
        screen.showCachedStatus(of: state, savedAt: savedAt)
    }

    func didFailToKeepPosts(_ problem: ConnectionProblem) { screen.showNotKept(in: state, reason: context.explain(problem)) }

    /// A like that waits says so; one refused is undone through the store, and the posts I liked
    /// are fetched again, with the post where the server has it.
    func didFailToChangeChoice(_ choice: PostChoice, problem: ConnectionProblem) {
        screen.showChoiceProblem(choice, reason: context.explain(problem), mayPass: problem.mayPass)
        if !problem.mayPass, state.source == .liked { refresh() }
    }

    /// A post with the tag was posted: the newest page again (once more if another came meanwhile).
    func didReceiveNewPost() { if state.postList.beginRefresh(forNews: true) { requestPosts(more: false) } }

    func didFailToObtainPosts(_ problem: ConnectionProblem, areOlder: Bool) {
        state.postList.failPage(areOlder: areOlder)
        screen.showFooter(of: state)
        screen.showFailure(in: state, areOlder: areOlder, reason: context.explain(problem))
        if !areOlder { moduleOutput?.didFailToLoadNewestPosts() }
    }

    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        if state.thumbnails.receive(picture, forRow: postId, isFinal: isFinal) { screen.showPosts(of: state) }
    }

    func didObtainLargePhoto(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        if state.showsLargePhotos, state.largePhotos.receive(picture, forRow: postId, isFinal: isFinal) { screen.showPosts(of: state) }
    }

    /// A frame of a row's animation stands for its picture; only that row is drawn again.
    func didObtainAnimationFrame(_ frame: PixelImage, postId: String) {
        state.receiveAnimationFrame(frame, forRow: postId)
        screen.showRows(showingPostOfRow: postId, in: state)
    }

    func didEndAnimation(postId: String) { state.animationEnded(forRow: postId) }
    func didObtainShowsPostsAsGrid(_ showsGrid: Bool) { if state.grid.remember(showsGrid) { showLayout() } }
    func didObtainQueuedPosts(_ posts: [Post]) { if state.takeQueuedPosts(posts) { showPosts() } }

    /// My post on its way is on the server now: it takes the place of its "sending…" row, which
    /// stays selected if it was.
    func didSendQueuedPost(withId queuedId: String, as post: Post) {
        state.queuedPosts.removeAll { $0.id == queuedId }
        state.putOnTop(post)
        showPosts(renamedIds: [queuedId: post.id])
        screen.showStatus(Strings.postPublished)
    }

    func didSilenceAccount(withId accountId: String) { if state.removePosts(shownByAccountId: accountId) { showPosts() } }

    /// A post saved, or liked, anywhere comes on top of my saved or liked posts; one taken back leaves.
    func didChangePost(_ change: PostStoreChange) {
        if state.putChosenOnTop(change) { return screen.showPosts(of: state) }
        let shownChange = state.shownChange(for: change)
        guard state.apply(shownChange) else { return }
        // One post changed: only its rows are made again, not the whole list's.
        guard case .changed(let post) = shownChange else { return screen.showPosts(of: state) }
        screen.showRows(showingPost: post.id, in: state)
    }

    // MARK: - Private

    private func showInFront(_ inFront: Bool) {
        state.isInFront = inFront
        playAnimations()
    }

    private func playAnimations() {
        interactor.playAnimations(for: state.animationRequests(playing: context.playsAnimations), asLargePhotos: state.showsLargePhotos)
    }

    /// Every row, and older pages fetched while hidden replies leave the screen short.
    private func showPosts(renamedIds: [String: String] = [:]) {
        screen.showPosts(of: state, renamedIds: renamedIds)
        if state.isShortOfRows { didReachEndOfList() }
    }

    private func showLayout() {
        view?.showPostsAsGrid(state.isGrid)
        guard state.followLayout() else { return }
        screen.showPosts(of: state)
        requestPosts(more: false)
    }

    /// The source's first page, with my posts on their way where it lists mine.
    private func startListing() {
        screen.showPosts(of: state)
        if let source = state.source { interactor.obtainCachedPosts(from: source) }
        requestPosts(more: false)
    }

    /// The first page of the posts listed, or the next one; the line under the posts says it comes.
    private func requestPosts(more: Bool) {
        guard let source = state.source else { return }
        screen.showFooter(of: state)
        interactor.obtainPosts(from: source, onlyWithMedia: state.postsHaveMediaOnly, more: more)
    }

    private var screen: PostListViewUpdater {
        PostListViewUpdater(view: view, moduleOutput: moduleOutput, cellObjectFactory: cellObjectFactory, now: context.now())
    }
}
