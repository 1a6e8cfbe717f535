import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// The only stateful part of the module. Two lists, one shown at a time: what happened to me, in
/// groups (all of it, or the kinds a filter picks), and the posts I liked, an embedded list of
/// posts. Each shows its cached copy at once and the server's behind it, when the tab appears and
/// each refresh interval while it is shown. While the tab is hidden, the tab bar hears how many notices arrived; once the
/// activity was shown, it is seen. Follows are followed back, and requests answered, from the rows.
@MainActor
final class ActivityPresenter: ActivityModuleInput, ActivityViewOutput, ActivityInteractorOutput, PostDetailModuleOutput {
    weak var view: (any ActivityViewInput)?
    private weak var badgeOutput: (any TabBadgeModuleOutput)?
    private let interactor: any ActivityInteractorInput
    private let router: any ActivityRouterInput
    private let cellObjectFactory: ActivityCellObjectFactory
    private let context: ModuleContext
    private(set) var state = ActivityState()
    private lazy var relationships = RelationshipActions(
        interactor: interactor, explain: context.explain, showStatus: { [weak self] in self?.screen.showStatus($0, tone: $1) })
    private lazy var likedPosts = HostedPostList(
        wording: HostedPostList.Wording(loading: Strings.loadingLikes, loaded: Strings.feedOnline),
        embed: { [weak self] in self?.router.embedPostListModule(listing: .liked, moduleOutput: $0) },
        isInFront: { [weak self] in self?.state.section == .likedPosts }, now: context.now,
        showStatus: { [weak self] in self?.view?.showStatus($0) })

    init(
        interactor: any ActivityInteractorInput, router: any ActivityRouterInput, cellObjectFactory: ActivityCellObjectFactory,
        context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - ActivityModuleInput

    func configure(withBadgeOutput output: any TabBadgeModuleOutput) {
        badgeOutput = output
        // The count beside the tab waits for Home's first page, as the other tabs' requests do.
        context.firstScreen.whenOpen { [weak self] in
            guard let self else { return }
            if !state.isViewReady { interactor.obtainUnseenCount() }
            observeActivity()
        }
    }

    // MARK: - ActivityViewOutput

    /// The first time the tab is shown: the view is ready and in front.
    func didTriggerViewReadyEvent() {
        observeActivity()
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

    func didTriggerViewDidDisappearEvent() { state.isShown = false }

    func didTriggerRefreshEvent() { load(state.section) }

    func didTriggerSwitchSectionEvent() {
        state.section = state.section.other
        screen.showSection(of: state)
        load(state.section)
        markSeenIfShown()
    }

    /// `v`: the next kinds of notices; the list is fetched anew for them.
    func didTriggerFilterEvent() {
        state.filter = state.filter.next
        state.activity = PagedList()
        screen.showSection(of: state)
        screen.showRows(of: state)
        load(.activity)
    }

    func didReachEndOfList() {
        guard state.activity.beginLoadingOlder() else { return }
        interactor.obtainOlderActivity(filter: state.filter)
        screen.showFooter(of: state)
    }

    func didSelectItem(at index: Int) {
        switch state.destination(at: index) {
        case .post(let postId, let commentId)?:
            router.openPostDetailModule(postId: postId, focusingCommentId: commentId, moduleOutput: self)
        case .profile(let accountId)?: router.openProfileModule(accountId: accountId)
        case .gone?: screen.showStatus(Strings.noticePostGone)
        case nil: break
        }
    }

    func didTriggerProfileEvent(at index: Int) {
        guard let accountId = state.accountId(at: index) else { return }
        router.openProfileModule(accountId: accountId)
    }

    func didTriggerLikersEvent(at index: Int) {
        guard let post = state.post(at: index) else { return }
        router.openAccountListModule(source: .likers(postId: post.id))
    }

    /// `a` and `x`: the row's follow request answered; the row says so at once.
    func didTriggerAnswerRequestEvent(at index: Int, accepting: Bool) {
        guard let account = state.followRequester(at: index) else { return screen.showStatus(Strings.notAFollowRequest) }
        guard state.answerRequest(ofAccountId: account.id, accepting: accepting) else { return }
        screen.showRows(of: state)
        relationships.answerRequest(of: account, accepting: accepting)
    }

    /// `f`: on a follow, follows back.
    func didTriggerFollowBackEvent(at index: Int) {
        guard let account = state.followerToFollowBack(at: index) else { return screen.showStatus(Strings.followBackOnlyOnFollows) }
        relationships.followBack(account)
    }

    func didTriggerCloseEvent() { router.closeCurrentModule() }

    /// The rows on screen and the next few get their posts' thumbnails; the rest stop loading.
    func didShowRows(at indices: Range<Int>) {
        interactor.obtainThumbnails(for: state.thumbnailRequests(onScreen: indices))
    }

    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        state.thumbnails.receive(picture, forRow: postId, isFinal: isFinal)
        guard picture != nil else { return }
        screen.showRows(of: state)
    }

    // MARK: - ActivityInteractorOutput

    func didObtainCachedActivity(_ activity: ActivityList) {
        guard state.filter == .all,
            state.activity.showCached(activity.groups, hasOlder: activity.hasOlderGroups, savedAt: activity.fetchedAt)
        else { return }
        screen.showPage(of: state)
    }

    /// A page for a filter no longer shown is dropped: the one asked for since replaces it.
    func didObtainActivity(_ activity: ActivityList, filter: NoticeFilter, areOlder: Bool, storageProblem: ConnectionProblem?) {
        guard filter == state.filter else { return }
        state.activity.showPage(activity.groups, hasOlder: activity.hasOlderGroups, fetchedAt: activity.fetchedAt, areOlder: areOlder)
        screen.showPage(of: state, notSavedBecause: storageProblem.map(context.explain))
        markSeenIfShown()
        if state.activity.takeMissedNews() { load(.activity) }
    }

    func didFailToObtainActivity(_ problem: ConnectionProblem, areOlder: Bool) {
        state.activity.failPage(areOlder: areOlder)
        screen.showFailure(in: state, reason: context.explain(problem), areOlder: areOlder)
    }

    func didObtainUnseenCount(_ count: Int) {
        // What is on screen is being seen: the count is for a tab out of sight.
        guard !state.isShowing(.activity) else { return }
        badgeOutput?.didChangeBadgeCount(count, ofTab: .likes)
    }

    /// A notice arrived live: shown at once when the activity is in front, counted otherwise.
    func didReceiveNewNotice() {
        if state.isShowing(.activity) {
            load(.activity, forNews: true)
        } else if badgeOutput != nil {
            interactor.obtainUnseenCount()
        }
    }

    /// The list in front is fetched anew; the notices out of sight are counted.
    func didReachRefreshTime() {
        if state.isShown { load(state.section) }
        if badgeOutput != nil, !state.isShowing(.activity) { interactor.obtainUnseenCount() }
    }

    func didSilenceAccount(withId accountId: String) {
        state.removeAccount(withId: accountId)
        screen.showRows(of: state)
    }

    /// Said in the status line; a request whose answer did not go through is there to answer again.
    func didSettleRelationshipChange(_ request: RelationshipRequest, accountId: String, to after: Result<Relationship, ConnectionProblem>) {
        relationships.didSettle(request, accountId: accountId, to: after)
        guard case .answerFollowRequest = request, case .failure = after else { return }
        state.answeredRequests[accountId] = nil
        screen.showRows(of: state)
    }

    /// A post changed: only its rows are made again; a post taken down leaves its groups, and
    /// the activity is shown anew.
    func didChangePost(_ change: PostStoreChange) {
        guard state.activity.updateItems({ change.apply(to: &$0) }) else { return }
        guard case .changed(let post) = change else { return screen.showRows(of: state) }
        screen.showRows(showingPost: post.id, in: state)
    }

    // MARK: - PostDetailModuleOutput

    /// The post left the activity through the store; one to write again waits in the composer.
    func didDeletePost(writingAgain: Bool) {
        screen.showStatus(writingAgain ? Strings.postInComposer : Strings.postDeleted)
    }

    // MARK: - Private

    /// The live notices and the refresh clock, each started once.
    /// Once: from the tab's first showing or from its count's start, whichever comes first.
    private func observeActivity() {
        guard !state.isObserving else { return }
        state.isObserving = true
        interactor.observeActivity()
    }

    /// The activity's cached copy the first time, then the server's; the posts I liked are
    /// embedded the first time, which lists them, and fetched anew after.
    /// `forNews`: a notice arrived; one that came while a page was on its way fetches again.
    private func load(_ section: ActivitySection, forNews: Bool = false) {
        switch section {
        case .activity:
            guard state.activity.beginRefresh(forNews: forNews) else { return }
            if state.takeCachedActivityTurn() { interactor.obtainCachedActivity() }
            interactor.obtainNewestActivity(filter: state.filter)
            screen.showFooter(of: state)
            if section == state.section { screen.showListStatus(of: state) }
        case .likedPosts:
            likedPosts.load()
        }
    }

    /// The activity in front: it is seen, here and on the server.
    private func markSeenIfShown() {
        guard state.isShowing(.activity), state.activity.hasLiveData else { return }
        badgeOutput?.didChangeBadgeCount(0, ofTab: .likes)
        interactor.markActivitySeen()
    }

    private var screen: ActivityViewUpdater {
        ActivityViewUpdater(view: view, cellObjectFactory: cellObjectFactory, now: context.now())
    }
}
