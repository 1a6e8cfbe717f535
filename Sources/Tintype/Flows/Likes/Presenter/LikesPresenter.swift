import Foundation
import Imaging
import Localisation

/// Module is responsible for who liked my posts, and the posts I liked.
///
/// The only stateful part of the module. Two lists, one shown at a time: the likes of my posts,
/// grouped by post, and the posts I liked. Each shows its cached copy at once and the server's
/// behind it, when the tab appears and each minute while it is shown. While the tab is hidden,
/// the tab bar hears how many likes arrived; once the likes of my posts were shown, they are seen.
@MainActor
final class LikesPresenter: LikesModuleInput, LikesViewOutput, LikesInteractorOutput, PostDetailModuleOutput {
    weak var view: (any LikesViewInput)?
    private weak var badgeOutput: (any TabBadgeModuleOutput)?
    private let interactor: any LikesInteractorInput
    private let router: any LikesRouterInput
    private let cellObjectFactory: LikesCellObjectFactory
    private let context: ModuleContext
    private let refreshInterval: Duration
    private var tickTask: Task<Void, Never>?
    private(set) var state = LikesState()

    /// `refreshInterval` is how often the shown list is fetched anew, or, while the tab is hidden,
    /// the new likes counted.
    init(
        interactor: any LikesInteractorInput, router: any LikesRouterInput, cellObjectFactory: LikesCellObjectFactory,
        context: ModuleContext, refreshInterval: Duration? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
        self.refreshInterval = refreshInterval ?? context.refreshInterval
    }

    isolated deinit {
        tickTask?.cancel()
    }

    // MARK: - LikesModuleInput

    func configure(withBadgeOutput output: any TabBadgeModuleOutput) {
        badgeOutput = output
        interactor.obtainUnseenLikesCount()
        interactor.observeNewLikes()
        startTicking()
    }

    // MARK: - LikesViewOutput

    /// The first time the tab is shown: the view is ready and in front.
    func didTriggerViewReadyEvent() {
        if badgeOutput == nil { interactor.observeNewLikes() }
        state.isViewReady = true
        view?.setupInitialState()
        showSection()
        didTriggerViewWillAppearEvent()
    }

    func didTriggerViewWillAppearEvent() {
        state.isShown = true
        if tickTask == nil { startTicking() }
        load(state.section)
        markSeenIfShown()
    }

    func didTriggerViewDidDisappearEvent() {
        state.isShown = false
    }

    func didTriggerRefreshEvent() {
        load(state.section)
    }

    func didTriggerSwitchSectionEvent() {
        state.section = state.section == .activity ? .likedPosts : .activity
        showSection()
        load(state.section)
        markSeenIfShown()
    }

    func didReachEndOfList() {
        switch state.section {
        case .activity:
            guard state.activity.beginLoadingOlder() else { return }
            interactor.obtainOlderLikeActivity()
        case .likedPosts:
            guard state.likedPosts.beginLoadingOlder() else { return }
            interactor.obtainOlderLikedPosts()
        }
        updateFooter()
    }

    func didSelectItem(at index: Int) {
        guard let post = post(at: index) else { return }
        router.openPostDetailModule(postId: post.id, moduleOutput: self)
    }

    /// `u`: the latest liker of my post, or the author of a post I liked.
    func didTriggerProfileEvent(at index: Int) {
        let accountId: String?
        switch state.section {
        case .activity: accountId = state.activity.items[safe: index]?.likers.first?.id
        case .likedPosts: accountId = state.likedPosts.items[safe: index]?.author.id
        }
        guard let accountId else { return }
        router.openProfileModule(accountId: accountId)
    }

    func didTriggerLikersEvent(at index: Int) {
        guard let post = post(at: index) else { return }
        router.openAccountListModule(source: .likers(postId: post.id))
    }

    /// Takes the row out at once; a refusal puts it back where it was.
    func didTriggerUnlikeEvent(at index: Int) {
        guard state.section == .likedPosts else {
            view?.showStatus(StatusLineViewModel(text: Strings.unlikeOnlyInMine))
            return
        }
        guard let post = state.likedPosts.items[safe: index] else { return }
        state.likedPosts.updateItems { $0.remove(at: index) }
        state.unlikesInFlight[post.id] = (post, index)
        showLikedPosts()
        view?.showStatus(StatusLineViewModel(text: Strings.unlikeWaits, tone: .busy))
        interactor.performUnlike(postId: post.id)
    }

    func didTriggerCloseEvent() {
        tickTask?.cancel()
        interactor.cancelAllRequests()
        router.closeCurrentModule()
    }

    /// The rows on screen and the next few get their posts' thumbnails; the rest stop loading.
    func didShowRows(at indices: Range<Int>) {
        let isActivity = state.section == .activity
        let count = isActivity ? state.activity.items.count : state.likedPosts.items.count
        let wanted = ThumbnailFetcher.wantedRows(onScreen: indices, count: count)
        let posts = isActivity ? state.activity.items[wanted].map(\.post) : Array(state.likedPosts.items[wanted])
        interactor.obtainThumbnails(for: ThumbnailFetcher.requests(for: posts))
    }

    func didObtainThumbnail(_ picture: PixelImage, postId: String) {
        state.thumbnails[postId] = picture
        switch state.section {
        case .activity: showActivity()
        case .likedPosts: showLikedPosts()
        }
    }

    // MARK: - LikesInteractorOutput

    func didObtainCachedLikeActivity(_ activity: LikeActivity) {
        guard state.activity.showCached(activity.groups, hasOlder: activity.hasOlderGroups, savedAt: activity.fetchedAt) else { return }
        showActivity()
        if state.section == .activity { showStatus() }
    }

    func didObtainLikeActivity(_ activity: LikeActivity, areOlder: Bool, storageProblem: ConnectionProblem?) {
        if areOlder {
            state.activity.showOlder(merged: activity.groups, hasOlder: activity.hasOlderGroups)
        } else {
            state.activity.showNewest(activity.groups, hasOlder: activity.hasOlderGroups, fetchedAt: activity.fetchedAt)
        }
        showActivity()
        markSeenIfShown()
        guard state.section == .activity else { return }
        if let storageProblem {
            view?.showStatus(StatusLineViewModel(text: Strings.likesNotSaved(context.explain(storageProblem)), tone: .warning))
        } else {
            showStatus()
        }
    }

    func didFailToObtainLikeActivity(_ problem: ConnectionProblem, areOlder: Bool) {
        if areOlder { state.activity.failLoadingOlder() } else { state.activity.failRefresh() }
        updateFooter()
        guard state.section == .activity else { return }
        showFailure(problem, areOlder: areOlder)
    }

    func didObtainCachedLikedPosts(_ slice: FeedSlice) {
        let posts = slice.posts.filter { state.unlikesInFlight[$0.id] == nil }
        guard state.likedPosts.showCached(posts, hasOlder: slice.hasOlderPosts, savedAt: slice.fetchedAt) else { return }
        showLikedPosts()
        if state.section == .likedPosts { showStatus() }
    }

    func didObtainLikedPosts(_ slice: FeedSlice, areOlder: Bool, storageProblem: ConnectionProblem?) {
        // A post whose unlike is on its way stays out, whatever the server still says.
        let posts = slice.posts.filter { state.unlikesInFlight[$0.id] == nil }
        if areOlder {
            state.likedPosts.showOlder(merged: posts, hasOlder: slice.hasOlderPosts)
        } else {
            state.likedPosts.showNewest(posts, hasOlder: slice.hasOlderPosts, fetchedAt: slice.fetchedAt)
        }
        showLikedPosts()
        guard state.section == .likedPosts else { return }
        if let storageProblem {
            view?.showStatus(StatusLineViewModel(text: Strings.likesNotSaved(context.explain(storageProblem)), tone: .warning))
        } else {
            showStatus()
        }
    }

    func didFailToObtainLikedPosts(_ problem: ConnectionProblem, areOlder: Bool) {
        if areOlder { state.likedPosts.failLoadingOlder() } else { state.likedPosts.failRefresh() }
        updateFooter()
        guard state.section == .likedPosts else { return }
        showFailure(problem, areOlder: areOlder)
    }

    func didObtainUnseenLikesCount(_ count: Int) {
        // What is on screen is being seen: the count is for a tab out of sight.
        guard !(state.isShown && state.section == .activity) else { return }
        badgeOutput?.didChangeBadgeCount(count, ofTab: .likes)
    }

    /// A like arrived live: shown at once when the likes are in front, counted otherwise.
    func didReceiveNewLike() {
        if state.isShown && state.section == .activity {
            load(.activity)
        } else if badgeOutput != nil {
            interactor.obtainUnseenLikesCount()
        }
    }

    func didPerformUnlike(_ post: Post) {
        state.unlikesInFlight[post.id] = nil
        updateLikeOfPost(id: post.id, isLiked: post.isLiked, likesCount: post.likesCount)
        if state.section == .likedPosts { view?.showStatus(StatusLineViewModel(text: Strings.likeTakenBack)) }
    }

    /// A refusal puts the row back; a server that did not answer keeps it out, as the outbox does.
    func didFailToPerformUnlike(postId: String, problem: ConnectionProblem) {
        guard let (post, index) = state.unlikesInFlight.removeValue(forKey: postId) else { return }
        let reason = context.explain(problem)
        if problem.mayPass {
            view?.showStatus(StatusLineViewModel(text: Strings.unlikeWaiting(reason), tone: .warning))
            return
        }
        if !state.likedPosts.items.contains(where: { $0.id == postId }) {
            state.likedPosts.updateItems { $0.insert(post, at: min(index, $0.count)) }
            showLikedPosts()
        }
        view?.showStatus(StatusLineViewModel(text: Strings.unlikeFailed(reason), tone: .error))
    }

    // MARK: - PostDetailModuleOutput

    func didChangeLike(ofPostId postId: String, isLiked: Bool, likesCount: Int) {
        updateLikeOfPost(id: postId, isLiked: isLiked, likesCount: likesCount)
        if isLiked, !state.likedPosts.items.contains(where: { $0.id == postId }) {
            // Liked again from the post: the list is behind until it is next fetched.
            state.likedPosts.markStale()
        } else if !isLiked, let index = state.likedPosts.items.firstIndex(where: { $0.id == postId }) {
            state.likedPosts.updateItems { $0.remove(at: index) }
            showLikedPosts()
        }
    }

    func didChangeCommentsCount(ofPostId postId: String, commentsCount: Int) {
        state.likedPosts.updateItems { PostChangeApplier.applyCommentsCount(ofPostId: postId, commentsCount: commentsCount, to: &$0) }
        state.activity.updateItems {
            PostChangeApplier.applyCommentsCount(ofPostId: postId, commentsCount: commentsCount, to: &$0, at: \.post)
        }
        showLikedPosts()
    }

    // MARK: - Private

    private func startTicking() {
        tickTask?.cancel()
        tickTask = Task { [weak self, refreshInterval, sleep = context.sleep] in
            while !Task.isCancelled {
                try? await sleep(refreshInterval)
                guard let self, !Task.isCancelled else { return }
                self.tick()
            }
        }
    }

    /// Each minute: the list in front is fetched anew; the likes out of sight are counted.
    private func tick() {
        if state.isShown { load(state.section) }
        if badgeOutput != nil, !(state.isShown && state.section == .activity) { interactor.obtainUnseenLikesCount() }
    }

    /// The section's cached copy the first time, then the server's.
    private func load(_ section: LikesSection) {
        switch section {
        case .activity:
            guard state.activity.beginRefresh() else { return }
            if state.startedSections.insert(.activity).inserted { interactor.obtainCachedLikeActivity() }
            interactor.obtainNewestLikeActivity()
        case .likedPosts:
            guard state.likedPosts.beginRefresh() else { return }
            if state.startedSections.insert(.likedPosts).inserted { interactor.obtainCachedLikedPosts() }
            interactor.obtainNewestLikedPosts()
        }
        if section == state.section { showStatus() }
        updateFooter()
    }

    /// The likes of my posts in front: the newest of them is seen, here and on the server.
    private func markSeenIfShown() {
        guard state.isShown, state.section == .activity, state.activity.hasLiveData else { return }
        badgeOutput?.didChangeBadgeCount(0, ofTab: .likes)
        let newest = state.activity.items.map(\.newestNotificationId).filter { !$0.isEmpty }
            .max { ServerIdOrder.isNewer($1, than: $0) }
        guard let newest, newest != state.markedSeenId else { return }
        state.markedSeenId = newest
        interactor.markLikesSeen(upToNotificationId: newest)
    }

    private func updateLikeOfPost(id postId: String, isLiked: Bool, likesCount: Int) {
        state.likedPosts.updateItems { PostChangeApplier.applyLike(ofPostId: postId, isLiked: isLiked, likesCount: likesCount, to: &$0) }
        state.activity.updateItems {
            PostChangeApplier.applyLike(ofPostId: postId, isLiked: isLiked, likesCount: likesCount, to: &$0, at: \.post)
        }
        showLikedPosts()
    }

    private func post(at index: Int) -> Post? {
        switch state.section {
        case .activity: return state.activity.items[safe: index]?.post
        case .likedPosts: return state.likedPosts.items[safe: index]
        }
    }

    private func showSection() {
        guard state.isViewReady else { return }
        view?.showSection(state.section)
        switch state.section {
        case .activity: view?.showTitle(Strings.likesOnMyPostsTitle, trailing: Strings.showPostsILikedHint)
        case .likedPosts: view?.showTitle(Strings.postsILikedTitle, trailing: Strings.showLikesOfMyPostsHint)
        }
        showStatus()
    }

    private func showActivity() {
        guard state.isViewReady else { return }
        view?.updateActivity(
            with: cellObjectFactory.cellObjects(for: state.activity.items, now: context.now(), thumbnails: state.thumbnails))
        updateFooter()
    }

    private func showLikedPosts() {
        guard state.isViewReady else { return }
        view?.updateLikedPosts(
            with: cellObjectFactory.posts.cellObjects(for: state.likedPosts.items, now: context.now(), thumbnails: state.thumbnails))
        updateFooter()
    }

    /// What the list in front is doing: loading, showing a saved copy, or up to date.
    private func showStatus() {
        let isActivity = state.section == .activity
        let phase = isActivity ? state.activity.phase : state.likedPosts.phase
        let formatter = RelativeTimeFormatter(now: context.now())
        switch phase {
        case .cached(let savedAt):
            view?.showStatus(StatusLineViewModel(text: Strings.likesCached(formatter.phrase(for: savedAt)), tone: .busy))
        case .loadingFirst: view?.showStatus(StatusLineViewModel(text: Strings.loadingLikes, tone: .busy))
        case .refreshing: view?.showStatus(StatusLineViewModel(text: Strings.refreshing, tone: .busy))
        case .online(let updatedAt):
            let updated = formatter.phrase(for: updatedAt ?? context.now())
            let text =
                isActivity
                ? Strings.likesOnline(state.activity.items.count, updated: updated)
                : Strings.feedOnline(state.likedPosts.items.count, updated: updated)
            view?.showStatus(StatusLineViewModel(text: text))
        case .none: break
        }
    }

    private func showFailure(_ problem: ConnectionProblem, areOlder: Bool) {
        let reason = context.explain(problem)
        view?.showStatus(
            StatusLineViewModel(text: areOlder ? Strings.olderLikesFailed(reason) : Strings.likesNotLoaded(reason), tone: .error))
    }

    private func updateFooter() {
        guard state.isViewReady else { return }
        view?.showFooter(footer(of: state.activity, empty: Strings.noLikesYet, end: Strings.endOfLikes), in: .activity)
        view?.showFooter(footer(of: state.likedPosts, empty: Strings.noLikedPosts, end: Strings.endOfPosts), in: .likedPosts)
    }

    private func footer<Item>(of list: PagedList<Item>, empty: String, end: String) -> String? {
        switch list.footer {
        case .loadingOlder: Strings.loadingOlderLikes
        case .empty: empty
        case .end: end
        case .none, .loadingFirst, .notLoaded: nil
        }
    }
}
