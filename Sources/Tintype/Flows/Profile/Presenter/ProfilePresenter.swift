import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// The only stateful part of the module. Shows the profile as last seen at once, then the
/// server's; a follow shows at once and is undone, with the reason, if the server refuses it.
@MainActor
final class ProfilePresenter: ProfileModuleInput, ProfileViewOutput, ProfileInteractorOutput, PostDetailModuleOutput,
    ComposeModuleOutput, SafetyFormModuleOutput
{
    /// A profile shown again after this long is fetched anew.
    static let staleAfter: TimeInterval = 60

    weak var view: (any ProfileViewInput)?
    private let interactor: any ProfileInteractorInput
    private let router: any ProfileRouterInput
    private let cellObjectFactory: ProfileCellObjectFactory
    private let context: ModuleContext
    private(set) var state = ProfileState()

    init(
        interactor: any ProfileInteractorInput, router: any ProfileRouterInput, cellObjectFactory: ProfileCellObjectFactory,
        context: ModuleContext
    ) {
        self.interactor = interactor
        self.router = router
        self.cellObjectFactory = cellObjectFactory
        self.context = context
    }

    // MARK: - ProfileModuleInput

    func configure(withAccountId accountId: String) {
        state.accountId = accountId
        state.isSignedInAccount = false
    }

    func configureWithSignedInAccount() {
        state.isSignedInAccount = true
    }

    // MARK: - ProfileViewOutput

    func didTriggerViewReadyEvent(drawsPictures: Bool) {
        state.drawsPictures = drawsPictures
        state.postsHaveMediaOnly = state.isGrid
        view?.setupInitialState()
        view?.showPostsAsGrid(state.isGrid)
        showTitle()
        view?.showStatus(StatusLineViewModel(text: Strings.loadingProfile, tone: .busy))
        interactor.obtainShowsPostsAsGrid()
        interactor.observeSilencedAccounts()
        interactor.observePostChanges()
        if let accountId = state.accountId {
            interactor.obtainCachedProfile(accountId: accountId)
            load(accountId: accountId)
        } else {
            interactor.obtainSignedInAccountId()
        }
    }

    func didTriggerViewWillAppearEvent() {
        guard let lastUpdatedAt = state.lastUpdatedAt, context.now().timeIntervalSince(lastUpdatedAt) >= Self.staleAfter else { return }
        didTriggerRefreshEvent()
    }

    /// Nothing of a profile runs in the background, so nothing stops.
    func didTriggerViewDidDisappearEvent() {}

    func didTriggerRefreshEvent() {
        guard let accountId = state.accountId else {
            interactor.obtainSignedInAccountId()
            return
        }
        view?.showStatus(StatusLineViewModel(text: Strings.refreshing, tone: .busy))
        load(accountId: accountId)
    }

    /// The rows on screen and the next few get their thumbnails; the rest stop loading.
    func didShowPosts(at indices: Range<Int>) {
        let wanted = ThumbnailFetcher.wantedRows(onScreen: indices, count: state.posts.count)
        interactor.obtainThumbnails(for: state.thumbnails.wanting(ThumbnailFetcher.requests(for: state.posts[wanted])))
    }

    func didObtainThumbnail(_ picture: PixelImage?, postId: String, isFinal: Bool) {
        state.thumbnails.receive(picture, forRow: postId, isFinal: isFinal)
        guard picture != nil else { return }
        showPosts()
    }

    func didReachEndOfList() {
        guard state.accountId != nil, !state.postList.isRefreshing, state.postList.beginLoadingOlder() else { return }
        updateFooter()
        requestPosts(more: true)
    }

    /// As in Home: a post of mine on its way has no page yet; a refused one is written again.
    func didSelectPost(at index: Int) {
        guard state.posts.indices.contains(index) else { return }
        switch state.posts[index].delivery {
        case .sent: router.openPostDetailModule(postId: state.posts[index].id, moduleOutput: self)
        case .sending: view?.showStatus(StatusLineViewModel(text: Strings.postStillSending, tone: .busy))
        case .notSent: router.openComposeModule(moduleOutput: self)
        }
    }

    /// Follows or unfollows at once; the server's answer confirms or undoes it.
    func didTriggerFollowEvent() {
        guard let accountId = state.accountId, let profile = state.profile, !state.isFollowRequestInFlight else { return }
        guard !state.isSignedInAccount else {
            view?.showStatus(StatusLineViewModel(text: Strings.cannotFollowYourself))
            return
        }
        let relationship = state.relationship ?? Relationship()
        let follow = !relationship.isFollowingOrAsked
        state.relationship = relationship.afterAsking(toFollow: follow, accountIsLocked: profile.isLocked)
        state.isFollowRequestInFlight = true
        showHeader()
        view?.showStatus(StatusLineViewModel(text: Strings.followWaits, tone: .busy))
        interactor.performFollow(follow, accountId: accountId)
    }

    /// `X`: block (asked first; `X` next does it) or unblock at once; on my own profile, the
    /// accounts I block.
    func didTriggerBlockEvent(isRepeated: Bool) {
        guard !state.isSignedInAccount else { return router.openAccountListModule(source: .blocked) }
        guard let author = safetyTarget() else { return }
        let isBlocking = state.relationship?.isBlocking ?? false
        if !isBlocking, !(isRepeated && state.isBlockAsked) {
            state.isBlockAsked = true
            view?.showStatus(StatusLineViewModel(text: Strings.blockQuestion(author.handle), tone: .warning))
            return
        }
        state.isBlockAsked = false
        view?.showStatus(StatusLineViewModel(text: Strings.safetyChangeWaits, tone: .busy))
        interactor.performBlock(!isBlocking, accountId: author.id)
    }

    /// `M`: the form that asks for how long, or unmute at once; on my own profile, the accounts I
    /// mute.
    func didTriggerMuteEvent(isRepeated: Bool) {
        guard !state.isSignedInAccount else { return router.openAccountListModule(source: .muted) }
        guard let author = safetyTarget() else { return }
        guard state.relationship?.isMuting ?? false else {
            return router.openSafetyFormModule(for: .mute(author), moduleOutput: self)
        }
        view?.showStatus(StatusLineViewModel(text: Strings.safetyChangeWaits, tone: .busy))
        interactor.performUnmute(accountId: author.id)
    }

    /// `!`: the form that asks why, with a word for the moderators.
    func didTriggerReportEvent(isRepeated: Bool) {
        guard let author = safetyTarget() else { return }
        router.openSafetyFormModule(for: .report(author, post: nil), moduleOutput: self)
    }

    /// The account a block, mute or report is for: never my own.
    private func safetyTarget() -> Author? {
        guard let accountId = state.accountId, let profile = state.profile else { return nil }
        guard !state.isSignedInAccount else {
            view?.showStatus(StatusLineViewModel(text: Strings.cannotSilenceYourself))
            return nil
        }
        return Author(id: accountId, displayName: profile.displayName, handle: profile.handle)
    }

    /// Another account blocked or muted: its posts this account boosted leave the list. The
    /// profile's own account keeps its posts in view, to see whom the block was for and undo it.
    func didSilenceAccount(withId accountId: String) {
        guard accountId != state.accountId else { return }
        state.postList.updateItems { $0.removeAll { $0.isShown(byAccountId: accountId) } }
        showPosts()
    }

    // MARK: - SafetyFormModuleOutput

    func didChooseMute(ofAccountId accountId: String, for duration: MuteDuration, hidingNotifications: Bool) {
        state.muteDuration = duration
        view?.showStatus(StatusLineViewModel(text: Strings.safetyChangeWaits, tone: .busy))
        interactor.performMute(accountId: accountId, for: duration, hidingNotifications: hidingNotifications)
    }

    func didSendReport(about author: Author) {
        view?.showStatus(StatusLineViewModel(text: Strings.reportSent(author.handle)))
    }

    func didTriggerMessageEvent() {
        guard let accountId = state.accountId, let profile = state.profile else { return }
        guard !state.isSignedInAccount else {
            view?.showStatus(StatusLineViewModel(text: Strings.cannotMessageYourself))
            return
        }
        router.openConversationModule(
            with: .new(with: [Author(id: accountId, displayName: profile.displayName, handle: profile.handle)]))
    }

    func didTriggerFollowersEvent() {
        guard let accountId = state.accountId, let profile = state.profile else { return }
        router.openAccountListModule(source: .followers(accountId: accountId, handle: profile.handle))
    }

    func didTriggerFollowingEvent() {
        guard let accountId = state.accountId, let profile = state.profile else { return }
        router.openAccountListModule(source: .following(accountId: accountId, handle: profile.handle))
    }

    /// `v`: the photos as a grid or every post as a list, remembered for every profile.
    func didTriggerPostsLayoutEvent() {
        state.showsPostsAsGrid.toggle()
        view?.showStatus(StatusLineViewModel(text: Strings.postsLayout(asGrid: state.showsPostsAsGrid)))
        interactor.saveShowsPostsAsGrid(state.showsPostsAsGrid)
        showLayout()
    }

    /// `B` on my profile: my saved posts in place of my own, and back.
    func didTriggerSavedEvent() {
        guard state.isSignedInAccount, state.accountId != nil else {
            view?.showStatus(StatusLineViewModel(text: Strings.savedOnlyOnYourProfile))
            return
        }
        state.showsSaved.toggle()
        state.postList.restart()
        showTitle()
        showPosts()
        requestPosts(more: false)
    }

    /// `n`: a new post, from my own profile.
    func didTriggerComposeEvent() {
        guard state.isSignedInAccount else { return }
        router.openComposeModule(moduleOutput: self)
    }

    func didTriggerBackEvent() {
        guard !state.isSignedInAccount else { return }
        router.closeCurrentModule()
    }

    func didTriggerCloseEvent() {
        router.closeCurrentModule()
    }

    // MARK: - ProfileInteractorOutput

    func didObtainAvatar(_ picture: PixelImage, address: String) {
        guard address == state.avatarAddress else { return }
        state.avatar = picture
        showHeader()
    }

    func didObtainShowsPostsAsGrid(_ showsGrid: Bool) {
        state.showsPostsAsGrid = showsGrid
        showLayout()
    }

    func didObtainSignedInAccountId(_ accountId: String) {
        state.accountId = accountId
        interactor.obtainQueuedPosts()
        interactor.observeSentPosts()
        interactor.obtainCachedProfile(accountId: accountId)
        load(accountId: accountId)
    }

    func didObtainCachedProfile(_ profile: Profile) {
        guard !state.hasLiveData else { return }
        state.profile = profile
        showHeader()
    }

    func didObtainProfile(_ profile: Profile) {
        state.hasLiveData = true
        state.profile = profile
        state.lastUpdatedAt = context.now()
        showHeader()
        // A profile fetched again after a follow keeps the follow's line in the status.
        if state.isRefreshing && !state.isLoadingPosts { showOnlineStatus() }
        state.isRefreshing = false
    }

    func didFailToObtainProfile(_ problem: ConnectionProblem) {
        state.isRefreshing = false
        let reason = context.explain(problem)
        if state.profile == nil {
            view?.showHeader(cellObjectFactory.headerCellObject(forProfileThatDidNotLoad: Strings.profileNotLoaded(reason)))
            view?.showStatus(StatusLineViewModel(text: Strings.profileNotLoaded(reason), tone: .error))
        } else {
            view?.showStatus(StatusLineViewModel(text: Strings.showingCachedProfile(reason), tone: .error))
        }
    }

    func didObtainRelationship(_ relationship: Relationship) {
        guard !state.isFollowRequestInFlight else { return }
        state.relationship = relationship
        showHeader()
    }

    func didObtainPosts(_ posts: [Post], hasOlderPosts: Bool, areOlder: Bool) {
        let wasFirstPage = !areOlder
        state.postList.showPage(posts, hasOlder: hasOlderPosts, fetchedAt: context.now(), areOlder: areOlder)
        showPosts()
        // A post of mine sent (or refused) by the outbox on its own shows how it stands now.
        if wasFirstPage, !state.queuedPosts.isEmpty { interactor.obtainQueuedPosts() }
        if state.hasLiveData && wasFirstPage && !state.isRefreshing && !state.isFollowRequestInFlight && !state.isChangingLayout {
            showOnlineStatus()
        }
        state.isChangingLayout = false
    }

    func didFailToObtainPosts(_ problem: ConnectionProblem) {
        state.postList.failRefresh()
        state.postList.failLoadingOlder()
        state.isChangingLayout = false
        updateFooter()
        guard state.hasLiveData else { return }
        view?.showStatus(StatusLineViewModel(text: Strings.postsNotLoaded(context.explain(problem)), tone: .error))
    }

    func didPerformFollow(_ relationship: Relationship) {
        state.isFollowRequestInFlight = false
        state.relationship = relationship
        showHeader()
        let handle = state.profile?.handle ?? ""
        let text =
            relationship.isFollowingOrAsked
            ? Strings.followed(handle, requested: relationship.isRequested && !relationship.isFollowing)
            : Strings.unfollowed(handle)
        view?.showStatus(StatusLineViewModel(text: text))
        // The follower count moved on the server: fetch it rather than guess it.
        if let accountId = state.accountId { interactor.obtainProfile(accountId: accountId) }
    }

    func didPerformSafetyChange(_ relationship: Relationship) {
        let before = state.relationship
        state.relationship = relationship
        showHeader()
        let handle = state.profile?.handle ?? ""
        let text: String
        if relationship.isBlocking != (before?.isBlocking ?? false) {
            text = relationship.isBlocking ? Strings.blockedAccount(handle) : Strings.unblockedAccount(handle)
        } else {
            text =
                switch (relationship.isMuting, state.muteDuration) {
                case (false, _): Strings.unmutedAccount(handle)
                case (true, .forGood): Strings.mutedAccount(handle)
                case (true, let duration):
                    Strings.mutedAccountForAWhile(handle: handle, duration: Strings.muteDuration(duration).lowercased())
                }
        }
        view?.showStatus(StatusLineViewModel(text: text))
    }

    func didFailToPerformSafetyChange(_ problem: ConnectionProblem) {
        view?.showStatus(StatusLineViewModel(text: Strings.safetyChangeFailed(context.explain(problem)), tone: .error))
    }

    func didFailToPerformFollow(_ problem: ConnectionProblem) {
        state.isFollowRequestInFlight = false
        state.relationship = state.relationship?.undoingAsk()
        showHeader()
        view?.showStatus(StatusLineViewModel(text: Strings.followFailed(context.explain(problem)), tone: .error))
        if let accountId = state.accountId { interactor.obtainRelationship(accountId: accountId) }
    }

    func didObtainQueuedPosts(_ posts: [Post]) {
        guard posts != state.queuedPosts else { return }
        state.queuedPosts = posts
        showPosts()
    }

    /// My post on its way is on the server now: it takes the place of its "sending…" row.
    func didSendQueuedPost(withId queuedId: String, as post: Post) {
        state.queuedPosts.removeAll { $0.id == queuedId }
        didPublishPost(post)
    }

    // MARK: - ComposeModuleOutput

    func didChangeQueuedPosts() {
        guard state.isSignedInAccount else { return }
        interactor.obtainQueuedPosts()
    }

    /// My new post goes on top of my posts at once (a text post stays out of the photos' grid).
    func didPublishPost(_ post: Post) {
        guard state.isSignedInAccount, !state.showsSaved, !state.postsHaveMediaOnly || !post.media.isEmpty else { return }
        state.postList.updateItems { posts in
            posts.removeAll { $0.id == post.id }
            posts.insert(post, at: 0)
        }
        showPosts()
        view?.showStatus(StatusLineViewModel(text: Strings.postPublished))
    }

    /// A post taken out of saved, anywhere, leaves my saved posts at once.
    func didChangePost(_ change: PostStoreChange) {
        var shownChange = change
        if state.showsSaved, case .changed(let post) = change, !post.isSaved { shownChange = .removed(originalId: post.id) }
        guard state.postList.updateItems({ shownChange.apply(to: &$0) }) else { return }
        // One post changed: only its rows are made again, not the whole list's.
        guard case .changed(let post) = shownChange else { return showPosts() }
        view?.updateRows(cellObjects(for: state.posts.filter { $0.originalId == post.id }))
    }

    // MARK: - PostDetailModuleOutput

    /// The post left the list through the store; one to write again is in the composer, opened on it.
    func didDeletePost(writingAgain: Bool) {
        view?.showStatus(StatusLineViewModel(text: Strings.postDeleted))
        if writingAgain { router.openComposeModule(moduleOutput: self) }
    }

    // MARK: - Private

    /// The grid shows the account's photos, the list every post: the posts loaded follow the
    /// layout drawn, fetched again when it changes.
    private func showLayout() {
        view?.showPostsAsGrid(state.isGrid)
        guard state.isGrid != state.postsHaveMediaOnly else { return }
        state.postsHaveMediaOnly = state.isGrid
        // Saved posts are every one saved in either layout: nothing to fetch again.
        guard state.accountId != nil, !state.showsSaved else { return }
        state.postList.restart()
        state.isChangingLayout = true
        showPosts()
        requestPosts(more: false)
    }

    /// The first page of the posts listed, or the next one.
    private func requestPosts(more: Bool) {
        guard let accountId = state.accountId else { return }
        if state.showsSaved {
            interactor.obtainSavedPosts(more: more)
        } else {
            interactor.obtainPosts(accountId: accountId, onlyWithMedia: state.postsHaveMediaOnly, more: more)
        }
    }

    private func showTitle() {
        view?.showTitle(
            state.showsSaved ? Strings.savedTitle : Strings.profileTitle, trailing: state.isSignedInAccount ? "" : Strings.backHint)
    }

    private func load(accountId: String) {
        state.isRefreshing = true
        interactor.obtainProfile(accountId: accountId)
        if !state.isSignedInAccount { interactor.obtainRelationship(accountId: accountId) }
        _ = state.postList.beginRefresh()
        updateFooter()
        requestPosts(more: false)
    }

    private func showHeader() {
        guard let profile = state.profile else { return }
        if profile.avatarAddress != state.avatarAddress {
            state.avatarAddress = profile.avatarAddress
            state.avatar = nil
            profile.avatarAddress.map { interactor.obtainAvatar(at: $0) }
        }
        view?.showHeader(
            cellObjectFactory.headerCellObject(
                for: profile, relationship: state.relationship,
                isSignedInAccount: state.isSignedInAccount,
                instanceName: context.instanceName, avatar: state.avatar))
    }

    private func showPosts() {
        view?.update(with: cellObjects(for: state.profile?.isSuspended == true ? [] : state.posts))
        updateFooter()
    }

    private func cellObjects(for posts: [Post]) -> [PostCellObject] {
        cellObjectFactory.posts.cellObjects(for: posts, now: context.now(), thumbnails: state.thumbnails.pictures)
    }

    private func updateFooter() {
        if state.isLoadingPosts {
            view?.showFooter(Strings.loadingPosts)
            return
        }
        switch state.postList.footer {
        case .empty where state.showsSaved: view?.showFooter(Strings.noSavedPosts)
        case .empty: view?.showFooter(state.postsHaveMediaOnly ? Strings.noPhotos : Strings.noPosts)
        case .end: view?.showFooter(Strings.endOfPosts)
        case .none, .loadingFirst, .loadingOlder, .notLoaded: view?.showFooter(nil)
        }
    }

    private func showOnlineStatus() {
        view?.showStatus(StatusLineViewModel(text: Strings.onlineStatus(context.instanceName)))
    }
}
