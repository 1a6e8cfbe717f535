import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for what happened to me (likes, comments, mentions, follows, boosts), and the posts I liked.
///
/// The only stateful part of the module. Two lists, one shown at a time: what happened to me, in
/// groups (all of it, or the kinds a filter picks), and the posts I liked. Each shows its cached
/// copy at once and the server's behind it, when the tab appears and each refresh interval while
/// it is shown. While the tab is hidden, the tab bar hears how many notices arrived; once the
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

    /// `v`: the next kinds of notices; the list is fetched anew for them.
    func didTriggerFilterEvent() {
        state.filter = state.filter.next
        state.activity = PagedList()
        if state.section != .activity { state.section = .activity }
        screen.showSection(of: state)
        screen.showRows(of: .activity, in: state)
        load(.activity)
    }

    func didReachEndOfList() {
        switch state.section {
        case .activity:
            guard state.activity.beginLoadingOlder() else { return }
            interactor.obtainOlderActivity(filter: state.filter)
        case .likedPosts:
            guard state.likedPosts.beginLoadingOlder() else { return }
            interactor.obtainOlderLikedPosts()
        }
        screen.showFooters(of: state)
    }

    /// A post opens in full; a comment opens the thread it is in, at it; a follow opens the profile.
    func didSelectItem(at index: Int) {
        guard let group = state.group(at: index) else {
            guard let post = state.post(at: index) else { return }
            return router.openPostDetailModule(postId: post.id, focusingCommentId: nil, moduleOutput: self)
        }
        switch (group.kind, group.post) {
        case (.comment, let comment?):
            router.openPostDetailModule(
                postId: group.answersPostId ?? comment.id, focusingCommentId: comment.id, moduleOutput: self)
        case (_, let post?):
            router.openPostDetailModule(postId: post.id, focusingCommentId: nil, moduleOutput: self)
        case (.follow, nil), (.followRequest, nil), (.other, nil):
            if let accountId = group.accounts.first?.id { router.openProfileModule(accountId: accountId) }
        case (_, nil):
            screen.showStatus(Strings.noticePostGone)
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

    /// `f`: on a follow, follows back; on a post I liked, takes the like back.
    func didTriggerFollowOrUnlikeEvent(at index: Int) {
        guard state.section == .likedPosts else { return followBack(at: index) }
        unlike(at: index)
    }

    /// `a` and `x`: the row's follow request answered; the row says so at once.
    func didTriggerAnswerRequestEvent(at index: Int, accepting: Bool) {
        guard let group = state.group(at: index), group.kind == .followRequest, let account = group.accounts.first else {
            return screen.showStatus(Strings.notAFollowRequest)
        }
        guard state.answeredRequests[account.id] == nil else { return }
        state.answeredRequests[account.id] = accepting
        screen.showRows(of: .activity, in: state)
        screen.showStatus(Strings.followRequestAnswerWaits, tone: .busy)
        interactor.answerFollowRequest(accountId: account.id, accepting: accepting)
    }

    private func followBack(at index: Int) {
        guard let group = state.group(at: index), group.kind == .follow || group.kind == .followRequest,
            let account = group.accounts.first
        else { return screen.showStatus(Strings.followBackOnlyOnFollows) }
        screen.showStatus(Strings.followWaits, tone: .busy)
        interactor.performFollow(accountId: account.id)
    }

    /// Takes the row out at once; the service keeps it out while the unlike waits to be sent.
    private func unlike(at index: Int) {
        guard let post = state.likedPosts.items[safe: index] else { return }
        state.likedPosts.updateItems { $0.remove(at: index) }
        screen.showRows(of: .likedPosts, in: state)
        screen.showStatus(Strings.unlikeWaits, tone: .busy)
        interactor.performUnlike(originalId: post.originalId)
    }

    func didTriggerCloseEvent() {
        router.closeCurrentModule()
    }

    /// The rows on screen and the next few get their posts' thumbnails; the rest stop loading.
    func didShowRows(at indices: Range<Int>) {
        let posts = state.rowPosts(in: state.section)
        let wanted = ThumbnailFetcher.wantedRows(onScreen: indices, count: posts.count)
        interactor.obtainThumbnails(for: state.thumbnails.wanting(ThumbnailFetcher.requests(for: posts[wanted].compactMap { $0 })))
    }

    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        state.thumbnails.receive(picture, forRow: postId, isFinal: isFinal)
        guard picture != nil else { return }
        screen.showRows(of: state.section, in: state)
    }

    // MARK: - ActivityInteractorOutput

    func didObtainCachedActivity(_ activity: ActivityList) {
        guard state.filter == .all,
            state.activity.showCached(activity.groups, hasOlder: activity.hasOlderGroups, savedAt: activity.fetchedAt)
        else { return }
        screen.showPage(of: .activity, in: state)
    }

    /// A page for a filter no longer shown is dropped: the one asked for since replaces it.
    func didObtainActivity(_ activity: ActivityList, filter: NoticeFilter, areOlder: Bool, storageProblem: ConnectionProblem?) {
        guard filter == state.filter else { return }
        state.activity.showPage(activity.groups, hasOlder: activity.hasOlderGroups, fetchedAt: activity.fetchedAt, areOlder: areOlder)
        screen.showPage(of: .activity, in: state, notSavedBecause: storageProblem.map(context.explain))
        markSeenIfShown()
        if state.activity.takeMissedNews() { load(.activity) }
    }

    func didFailToObtainActivity(_ problem: ConnectionProblem, areOlder: Bool) {
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

    func didPerformUnlike() {
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

    func didSilenceAccount(withId accountId: String) {
        state.removeAccount(withId: accountId)
        screen.showAllRows(of: state)
    }

    func didPerformFollow(_ relationship: Relationship, accountId: String) {
        let handle = state.handle(ofAccountId: accountId)
        screen.showStatus(Strings.followed(handle, requested: relationship.isRequested && !relationship.isFollowing))
    }

    func didFailToPerformFollow(accountId: String, problem: ConnectionProblem) {
        screen.showStatus(Strings.followFailed(context.explain(problem)), tone: .error)
    }

    func didAnswerFollowRequest(accountId: String, accepted: Bool) {
        let handle = state.handle(ofAccountId: accountId)
        screen.showStatus(accepted ? Strings.followRequestAccepting(handle) : Strings.followRequestRejecting(handle))
    }

    /// The row asks again: the request is still there to answer.
    func didFailToAnswerFollowRequest(accountId: String, problem: ConnectionProblem) {
        state.answeredRequests[accountId] = nil
        screen.showRows(of: .activity, in: state)
        screen.showStatus(Strings.followRequestAnswerFailed(context.explain(problem)), tone: .error)
    }

    /// A post changed: only its rows are made again; rows that left (a post taken down, or
    /// unliked from the posts I liked) have the lists shown anew.
    func didChangePost(_ change: PostStoreChange) {
        let counts = (state.activity.items.count, state.likedPosts.items.count)
        guard state.apply(change) else { return }
        guard case .changed(let post) = change, counts == (state.activity.items.count, state.likedPosts.items.count) else {
            return screen.showAllRows(of: state)
        }
        screen.showRows(showingPost: post.id, in: state)
    }

    // MARK: - PostDetailModuleOutput

    /// The post left both lists through the store; one to write again waits in the composer.
    func didDeletePost(writingAgain: Bool) {
        screen.showStatus(writingAgain ? Strings.postInComposer : Strings.postDeleted)
    }

    // MARK: - Private

    /// The live notices and the refresh clock, each started once.
    /// Once: from the tab's first showing or from its count's start, whichever comes first.
    private func observeActivity() {
        guard !state.isObserving else { return }
        state.isObserving = true
        interactor.observeNewNotices()
        interactor.observeRefreshTime()
        interactor.observeSilencedAccounts()
        interactor.observePostChanges()
    }

    /// The section's cached copy the first time, then the server's.
    /// `forNews`: a notice arrived; one that came while a page was on its way fetches again.
    private func load(_ section: ActivitySection, forNews: Bool = false) {
        switch section {
        case .activity:
            guard state.activity.beginRefresh(forNews: forNews) else { return }
            // The cache holds every kind: a filtered list starts from the server.
            if state.filter == .all, state.startedSections.insert(.activity).inserted { interactor.obtainCachedActivity() }
            interactor.obtainNewestActivity(filter: state.filter)
        case .likedPosts:
            guard state.likedPosts.beginRefresh() else { return }
            if state.startedSections.insert(.likedPosts).inserted { interactor.obtainCachedLikedPosts() }
            interactor.obtainNewestLikedPosts()
        }
        if section == state.section { screen.showListStatus(of: state) }
        screen.showFooters(of: state)
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
