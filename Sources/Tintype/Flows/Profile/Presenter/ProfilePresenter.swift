import FoundationEssentials
import Imaging
import Localisation

/// Module is responsible for one account's profile: who it is, how we stand, and its posts.
///
/// The only stateful part of the module. Shows the profile as last seen at once, then the
/// server's; a follow shows at once and is undone, with the reason, if the server refuses it.
@MainActor
final class ProfilePresenter: ProfileModuleInput, ProfileViewOutput, ProfileInteractorOutput, PostListModuleOutput {
    weak var view: (any ProfileViewInput)?
    private let interactor: any ProfileInteractorInput
    private let router: any ProfileRouterInput
    private let cellObjectFactory: ProfileCellObjectFactory
    private let context: ModuleContext
    private(set) var state = ProfileState()
    /// The account's posts, embedded under the header, once it is built.
    private var postList: (any PostListModuleInput)?
    private lazy var relationships = RelationshipActions(
        interactor: interactor, forms: router, explain: context.explain,
        showStatus: { [weak self] in self?.showStatus($0, tone: $1) })

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

    func configure(withAccountId accountId: String) { state.accountId = accountId }

    func configureWithSignedInAccount() { state.isSignedInAccount = true }

    // MARK: - ProfileViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        screen.showTitle(of: state)
        showStatus(Strings.loadingProfile, tone: .busy)
        guard let accountId = state.accountId else { return interactor.obtainSignedInAccountId() }
        open(accountId: accountId)
    }

    func didTriggerViewWillAppearEvent() {
        // A profile shown again after the refresh interval is fetched anew.
        if state.isStale(now: context.now(), interval: context.refreshInterval) { didTriggerRefreshEvent() }
    }

    /// Nothing of a profile runs in the background, so nothing stops.
    func didTriggerViewDidDisappearEvent() {}

    func didTriggerRefreshEvent() {
        guard let accountId = state.accountId else { return interactor.obtainSignedInAccountId() }
        showStatus(Strings.refreshing, tone: .busy)
        load(accountId: accountId)
    }

    /// Follows or unfollows, shown at once on every screen; the server's answer confirms or undoes it.
    func didTriggerFollowEvent() {
        guard let author = state.author, let profile = state.profile else { return }
        guard !state.isSignedInAccount else { return showStatus(Strings.cannotFollowYourself) }
        relationships.toggleFollow(of: author, isLocked: profile.isLocked)
    }

    /// `X`: block (asked first; `X` next does it) or unblock at once; on my own profile, the
    /// accounts I block.
    func didTriggerBlockEvent(isRepeated: Bool) {
        guard !state.isSignedInAccount else { return router.openAccountListModule(source: .blocked) }
        guard let author = safetyTarget() else { return }
        relationships.toggleBlock(of: author, standing: state.relationship, isRepeated: isRepeated)
    }

    /// `M`: the form that asks for how long, or unmute at once; on my own profile, the accounts I
    /// mute.
    func didTriggerMuteEvent(isRepeated: Bool) {
        guard !state.isSignedInAccount else { return router.openAccountListModule(source: .muted) }
        guard let author = safetyTarget() else { return }
        relationships.toggleMute(of: author, standing: state.relationship)
    }

    /// `!`: the form that asks why, with a word for the moderators.
    func didTriggerReportEvent(isRepeated: Bool) {
        guard let author = safetyTarget() else { return }
        relationships.report(author)
    }

    /// The account a block, mute or report is for: never my own.
    private func safetyTarget() -> Author? {
        guard !state.isSignedInAccount else {
            if state.profile != nil { showStatus(Strings.cannotSilenceYourself) }
            return nil
        }
        return state.author
    }

    // MARK: - PostListModuleOutput

    func didEmbedPostList(_ postList: any PostListModuleInput) {
        self.postList = postList
    }

    func didShowPostListStatus(_ status: StatusLineViewModel) {
        view?.showStatus(status)
    }

    /// The profile and its posts both came: the line says it is online.
    func didLoadNewestPosts(count: Int) {
        if state.takeArrivalOfPosts() { screen.showOnlineStatus() }
    }

    /// The list said why in the status line, which keeps it.
    func didFailToLoadNewestPosts() {
        state.isAwaitingPosts = false
    }

    func didTriggerMessageEvent() {
        guard let author = state.author else { return }
        guard !state.isSignedInAccount else { return showStatus(Strings.cannotMessageYourself) }
        router.openConversationModule(with: .new(with: [author]))
    }

    func didTriggerFollowersEvent() {
        guard let accountId = state.accountId, let profile = state.profile else { return }
        router.openAccountListModule(source: .followers(accountId: accountId, handle: profile.handle))
    }

    func didTriggerFollowingEvent() {
        guard let accountId = state.accountId, let profile = state.profile else { return }
        router.openAccountListModule(source: .following(accountId: accountId, handle: profile.handle))
    }

    /// `B` on my profile: my saved posts in place of my own, and back.
    func didTriggerSavedEvent() {
        guard state.isSignedInAccount, state.accountId != nil else { return showStatus(Strings.savedOnlyOnYourProfile) }
        state.showsSaved.toggle()
        screen.showTitle(of: state)
        postList?.configure(listing: state.postSource)
    }

    /// `n`: a new post, from my own profile.
    func didTriggerComposeEvent() { if state.isSignedInAccount { router.openComposeModule() } }

    /// `P` on my profile: my posts waiting for their time.
    func didTriggerScheduledEvent() {
        guard state.isSignedInAccount else { return showStatus(Strings.scheduledOnlyOnYourProfile) }
        router.openScheduledPostsModule()
    }

    /// `a`: my lists, marked where this account is once it came (a follow waits too); mine to make, rename or take down.
    func didTriggerListsEvent() {
        if state.isSignedInAccount { return router.openMyListsModule(forAccountId: nil, handle: "") }
        guard let author = state.author else { return }
        router.openMyListsModule(forAccountId: author.id, handle: "@" + author.handle)
    }

    func didTriggerBackEvent() {
        guard !state.isSignedInAccount else { return }
        router.closeCurrentModule()
    }

    func didTriggerCloseEvent() { router.closeCurrentModule() }

    // MARK: - ProfileInteractorOutput

    func didObtainAvatar(_ picture: PixelImage, address: String) {
        guard address == state.avatarAddress else { return }
        state.avatar = picture
        showHeader()
    }

    func didObtainSignedInAccountId(_ accountId: String) {
        state.accountId = accountId
        open(accountId: accountId)
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
        postList?.hidePosts(profile.isSuspended)
        // A profile fetched again after a follow keeps the follow's line in the status.
        if state.isRefreshing && !state.isAwaitingPosts { screen.showOnlineStatus() }
        state.isRefreshing = false
    }

    func didFailToObtainProfile(_ problem: ConnectionProblem) {
        state.isRefreshing = false
        let reason = context.explain(problem)
        if state.profile == nil {
            screen.showProfileNotLoaded(reason: reason)
        } else {
            showStatus(Strings.showingCachedProfile(reason), tone: .error)
        }
    }

    func didChangeRelationship(_ relationship: Relationship) {
        state.relationship = relationship
        showHeader()
    }

    func didSettleRelationshipChange(_ request: RelationshipRequest, accountId: String, to after: Result<Relationship, ConnectionProblem>) {
        relationships.didSettle(request, accountId: accountId, to: after)
    }

    // MARK: - Private

    /// The profile as last seen at once, then the server's; how we stand, on every change.
    private func open(accountId: String) {
        interactor.obtainCachedProfile(accountId: accountId)
        if !state.isSignedInAccount { interactor.observeRelationship(accountId: accountId) }
        load(accountId: accountId)
    }

    private func load(accountId: String) {
        state.isRefreshing = true
        interactor.obtainProfile(accountId: accountId)
        if !state.isSignedInAccount { interactor.obtainRelationship(accountId: accountId) }
        state.isAwaitingPosts = true
        if let postList {
            postList.refresh()
        } else {
            router.embedPostListModule(listing: state.postSource, moduleOutput: self)
        }
    }

    private func showHeader() {
        state.takeNewAvatarAddress().map { interactor.obtainAvatar(at: $0) }
        screen.showHeader(of: state)
    }

    private func showStatus(_ text: String, tone: StatusLineViewModel.Tone = .normal) {
        screen.showStatus(text, tone: tone)
    }

    private var screen: ProfileViewUpdater {
        ProfileViewUpdater(view: view, cellObjectFactory: cellObjectFactory, instanceName: context.instanceName)
    }
}
