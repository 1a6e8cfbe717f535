import Foundation
import Imaging
import Localisation

/// Module is responsible for who liked my posts, and the posts I liked.
///
/// The only stateful part of the module. Two lists, one shown at a time: the likes of my posts,
/// grouped by post, and the posts I liked. Each shows its cached copy at once and the server's
/// behind it, when the tab appears and each refresh interval while it is shown. While the tab is
/// hidden, the tab bar hears how many likes arrived; once the likes of my posts were shown, they
/// are seen.
@MainActor
final class LikesPresenter: LikesModuleInput, LikesViewOutput, LikesInteractorOutput, PostDetailModuleOutput {
    weak var view: (any LikesViewInput)?
    private weak var badgeOutput: (any TabBadgeModuleOutput)?
    private let interactor: any LikesInteractorInput
    private let router: any LikesRouterInput
    private let cellObjectFactory: LikesCellObjectFactory
    private let context: ModuleContext
    private(set) var state = LikesState()

    init(
        interactor: any LikesInteractorInput, router: any LikesRouterInput, cellObjectFactory: LikesCellObjectFactory,
        context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - LikesModuleInput

    func configure(withBadgeOutput output: any TabBadgeModuleOutput) {
        badgeOutput = output
        interactor.obtainUnseenLikesCount()
        observeLikes()
    }

    // MARK: - LikesViewOutput

    /// The first time the tab is shown: the view is ready and in front.
    func didTriggerViewReadyEvent() {
        if badgeOutput == nil { observeLikes() }
        state.isViewReady = true
        view?.setupInitialState()
        screen.showSection(of: state)
        didTriggerViewWillAppearEvent()
    }

    func didTriggerViewWillAppearEvent() {
        state.isShown = true
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
        state.section = state.section.other
        screen.showSection(of: state)
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
        screen.showFooters(of: state)
    }

    func didSelectItem(at index: Int) {
        guard let post = state.post(at: index) else { return }
        router.openPostDetailModule(postId: post.id, moduleOutput: self)
    }

    func didTriggerProfileEvent(at index: Int) {
        guard let accountId = state.accountId(at: index) else { return }
        router.openProfileModule(accountId: accountId)
    }

    func didTriggerLikersEvent(at index: Int) {
        guard let post = state.post(at: index) else { return }
        router.openAccountListModule(source: .likers(postId: post.id))
    }

    /// Takes the row out at once; the service keeps it out while the unlike waits to be sent.
    func didTriggerUnlikeEvent(at index: Int) {
        guard state.section == .likedPosts else { return screen.showStatus(Strings.unlikeOnlyInMine) }
        guard let post = state.likedPosts.items[safe: index] else { return }
        state.likedPosts.updateItems { $0.remove(at: index) }
        screen.showRows(of: .likedPosts, in: state)
        screen.showStatus(Strings.unlikeWaits, tone: .busy)
        interactor.performUnlike(postId: post.id)
    }

    func didTriggerCloseEvent() {
        interactor.cancelAllRequests()
        router.closeCurrentModule()
    }

    /// The rows on screen and the next few get their posts' thumbnails; the rest stop loading.
    func didShowRows(at indices: Range<Int>) {
        let posts = state.posts(in: state.section)
        let wanted = ThumbnailFetcher.wantedRows(onScreen: indices, count: posts.count)
        interactor.obtainThumbnails(for: state.thumbnails.wanting(ThumbnailFetcher.requests(for: Array(posts[wanted]))))
    }

    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        state.thumbnails.receive(picture, forRow: postId, isFinal: isFinal)
        guard picture != nil else { return }
        screen.showRows(of: state.section, in: state)
    }

    // MARK: - LikesInteractorOutput

    func didObtainCachedLikeActivity(_ activity: LikeActivity) {
        guard state.activity.showCached(activity.groups, hasOlder: activity.hasOlderGroups, savedAt: activity.fetchedAt) else { return }
        screen.showPage(of: .activity, in: state)
    }

    func didObtainLikeActivity(_ activity: LikeActivity, areOlder: Bool, storageProblem: ConnectionProblem?) {
        state.activity.showPage(activity.groups, hasOlder: activity.hasOlderGroups, fetchedAt: activity.fetchedAt, areOlder: areOlder)
        screen.showPage(of: .activity, in: state, notSavedBecause: storageProblem.map(context.explain))
        markSeenIfShown()
    }

    func didFailToObtainLikeActivity(_ problem: ConnectionProblem, areOlder: Bool) {
        state.activity.failPage(areOlder: areOlder)
        screen.showFailure(of: .activity, in: state, reason: context.explain(problem), areOlder: areOlder)
    }

    func didObtainCachedLikedPosts(_ slice: FeedSlice) {
        guard state.likedPosts.showCached(slice.posts, hasOlder: slice.hasOlderPosts, savedAt: slice.fetchedAt) else { return }
        screen.showPage(of: .likedPosts, in: state)
    }

    func didObtainLikedPosts(_ slice: FeedSlice, areOlder: Bool, storageProblem: ConnectionProblem?) {
        state.likedPosts.showPage(slice.posts, hasOlder: slice.hasOlderPosts, fetchedAt: slice.fetchedAt, areOlder: areOlder)
        screen.showPage(of: .likedPosts, in: state, notSavedBecause: storageProblem.map(context.explain))
    }

    func didFailToObtainLikedPosts(_ problem: ConnectionProblem, areOlder: Bool) {
        state.likedPosts.failPage(areOlder: areOlder)
        screen.showFailure(of: .likedPosts, in: state, reason: context.explain(problem), areOlder: areOlder)
    }

    func didObtainUnseenLikesCount(_ count: Int) {
        // What is on screen is being seen: the count is for a tab out of sight.
        guard !state.isShowing(.activity) else { return }
        badgeOutput?.didChangeBadgeCount(count, ofTab: .likes)
    }

    /// A like arrived live: shown at once when the likes are in front, counted otherwise.
    func didReceiveNewLike() {
        if state.isShowing(.activity) {
            load(.activity)
        } else if badgeOutput != nil {
            interactor.obtainUnseenLikesCount()
        }
    }

    /// The list in front is fetched anew; the likes out of sight are counted.
    func didReachRefreshTime() {
        if state.isShown { load(state.section) }
        if badgeOutput != nil, !state.isShowing(.activity) { interactor.obtainUnseenLikesCount() }
    }

    func didPerformUnlike(_ post: Post) {
        state.applyChoices(of: post)
        screen.showAllRows(of: state)
        if state.section == .likedPosts { screen.showStatus(Strings.likeTakenBack) }
    }

    /// A server that did not answer keeps the row out, as the outbox keeps the unlike; a refusal
    /// fetches the list anew, with the post where the server has it.
    func didFailToPerformUnlike(postId: String, problem: ConnectionProblem) {
        let reason = context.explain(problem)
        guard !problem.mayPass else { return screen.showStatus(Strings.unlikeWaiting(reason), tone: .warning) }
        screen.showStatus(Strings.unlikeFailed(reason), tone: .error)
        if state.likedPosts.beginRefresh() { interactor.obtainNewestLikedPosts() }
    }

    // MARK: - PostDetailModuleOutput

    func didChangeChoices(of post: Post) {
        state.applyChoices(of: post)
        screen.showAllRows(of: state)
    }

    /// My post edited shows its new words in both lists.
    func didEditPost(_ post: Post) {
        state.likedPosts.updateItems { PostChangeApplier.applyEdit(of: post, to: &$0) }
        state.activity.updateItems { PostChangeApplier.applyEdit(of: post, to: &$0, at: \.post) }
        screen.showAllRows(of: state)
    }

    /// My post taken down leaves both lists at once; one to write again waits in the composer.
    func didDeletePost(withId postId: String, writingAgain: Bool) {
        state.removePost(withId: postId)
        screen.showAllRows(of: state)
        screen.showStatus(writingAgain ? Strings.postInComposer : Strings.postDeleted)
    }

    func didChangeCommentsCount(ofPostId postId: String, commentsCount: Int) {
        state.applyCommentsCount(ofPostId: postId, commentsCount: commentsCount)
        screen.showAllRows(of: state)
    }

    // MARK: - Private

    /// The live likes and the refresh clock, each started once.
    private func observeLikes() {
        interactor.observeNewLikes()
        interactor.observeRefreshTime()
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
        if section == state.section { screen.showListStatus(of: state) }
        screen.showFooters(of: state)
    }

    /// The likes of my posts in front: they are seen, here and on the server.
    private func markSeenIfShown() {
        guard state.isShowing(.activity), state.activity.hasLiveData else { return }
        badgeOutput?.didChangeBadgeCount(0, ofTab: .likes)
        interactor.markLikesSeen()
    }

    private var screen: LikesViewUpdater {
        LikesViewUpdater(view: view, cellObjectFactory: cellObjectFactory, now: context.now())
    }
}
