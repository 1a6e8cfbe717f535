import Localisation

/// Module is responsible for finding people, hashtags and posts.
///
/// The only stateful part of the module: turns view events into interactor requests and router
/// calls, and interactor results into what the view shows.
@MainActor
final class ExplorePresenter: ExploreModuleInput, ExploreViewOutput, ExploreInteractorOutput, PostDetailModuleOutput {
    weak var view: (any ExploreViewInput)?
    private let interactor: any ExploreInteractorInput
    private let router: any ExploreRouterInput
    private let context: ModuleContext
    private let cellObjectFactory = ExploreCellObjectFactory()
    private(set) var state = ExploreState()

    init(interactor: any ExploreInteractorInput, router: any ExploreRouterInput, context: ModuleContext) {
        self.interactor = interactor
        self.router = router
        self.context = context
    }

    // MARK: - ExploreModuleInput

    func configureModule() {
        state.isConfigured = true
    }

    // MARK: - ExploreViewOutput

    func didTriggerViewReadyEvent() {
        view?.setupInitialState()
        view?.showTitle(Strings.exploreTitle, trailing: Strings.helpHint)
        view?.showSearchHint(Strings.exploreSearchHint, whileTyping: Strings.exploreFieldHint)
        showOnlineStatus()
        interactor.obtainDiscoveries()
        interactor.obtainFollowedHashtags()
        interactor.observeSilencedAccounts()
        interactor.observePostChanges()
    }

    func didChangeQuery(_ query: String) {
        state.query = query
        search()
    }

    func didSubmitQuery(_ query: String) {
        state.query = query
        if let handle = interactor.resolveAccountIfHandleElsewhere(query) {
            view?.showStatus(StatusLineViewModel(text: Strings.exploreLookingUp(handle)))
        }
    }

    func didTriggerRefreshEvent() {
        search()
    }

    func didSelectResult(at index: Int) {
        switch state.entries[safe: index] {
        case .account(let author)?: router.openProfileModule(accountId: author.id)
        case .hashtag(let hashtag)?, .followedHashtag(let hashtag)?: router.openHashtagModule(tagName: hashtag.name)
        case .post(let post)?: router.openPostDetailModule(postId: post.id, moduleOutput: self)
        case nil: break
        }
    }

    func didTriggerBackEvent() {
        router.closeCurrentModule()
    }

    // MARK: - ExploreInteractorOutput

    func didObtainDiscoveries(_ discoveries: SearchResults) {
        state.discoveries = discoveries
        guard state.showsDiscoveries else { return }
        showResults()
    }

    func didObtainFollowedHashtags(_ hashtags: [Hashtag]) {
        state.followedHashtags = hashtags
        guard state.showsDiscoveries else { return }
        showResults()
    }

    func didObtainResults(_ results: SearchResults, for query: String) {
        guard query == state.query else { return }
        state.results = results
        showResults()
        view?.showStatus(
            StatusLineViewModel(text: results.isEmpty ? Strings.searchFoundNothing : Strings.exploreFound(state.entries.count)))
    }

    func didFailToObtainResults(_ problem: ConnectionProblem, for query: String) {
        guard query == state.query else { return }
        view?.showStatus(StatusLineViewModel(text: Strings.exploreNotSearched(context.explain(problem)), tone: .error))
    }

    func didResolveAccount(_ account: Author?, handle: String) {
        guard let account else {
            view?.showStatus(StatusLineViewModel(text: Strings.exploreNotFound(handle), tone: .error))
            return
        }
        showOnlineStatus()
        router.openProfileModule(accountId: account.id)
    }

    func didFailToResolveAccount(_ problem: ConnectionProblem, handle: String) {
        view?.showStatus(StatusLineViewModel(text: Strings.exploreNotSearched(context.explain(problem)), tone: .error))
    }

    /// Found posts and trending ones alike show the post as it now stands.
    func didChangePost(_ change: PostStoreChange) {
        let inResults = change.apply(to: &state.results.posts)
        let inDiscoveries = change.apply(to: &state.discoveries.posts)
        guard inResults || inDiscoveries else { return }
        // One post changed: only its rows are made again.
        guard case .changed(let post) = change else { return showResults() }
        view?.updateRows(
            cellObjectFactory.cellObjects(
                showingPost: post.id, among: state.shownPosts, areDiscoveries: state.showsDiscoveries,
                instanceName: context.instanceName, now: context.now()))
    }

    // MARK: - PostDetailModuleOutput

    /// The post left the results through the store; one to write again waits in the composer.
    func didDeletePost(writingAgain: Bool) {
        view?.showStatus(StatusLineViewModel(text: writingAgain ? Strings.postInComposer : Strings.postDeleted))
    }

    // MARK: - Private

    /// The query searched for, or, when it is blank, the discoveries shown and nothing asked.
    private func search() {
        guard !state.showsDiscoveries else {
            // A search still on its way answers a query no longer typed, and is let be.
            state.results = SearchResults()
            showResults()
            showOnlineStatus()
            // Back to the discoveries: a hashtag may have been followed since.
            interactor.obtainFollowedHashtags()
            return
        }
        view?.showStatus(StatusLineViewModel(text: Strings.exploreSearching(state.query)))
        interactor.obtainResults(for: state.query)
    }

    /// Found accounts stay, so that a blocked one can be opened and unblocked.
    func didSilenceAccount(withId accountId: String) {
        state.results.posts.removeAll { $0.isShown(byAccountId: accountId) }
        state.discoveries.posts.removeAll { $0.isShown(byAccountId: accountId) }
        state.discoveries.accounts.removeAll { $0.id == accountId }
        showResults()
    }

    private func showResults() {
        view?.update(
            with: cellObjectFactory.cellObjects(
                for: state.entries, areDiscoveries: state.showsDiscoveries, instanceName: context.instanceName, now: context.now()))
    }

    private func showOnlineStatus() {
        view?.showStatus(StatusLineViewModel(text: Strings.onlineStatus(context.instanceName)))
    }
}
