@testable import Tintype
@testable import TintypeApp

@MainActor
final class ExploreViewInputSpy: ExploreViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var searchHints: [String] = []
    var shownRows: [[ExploreCellObject]] = []
    var updatedRows: [[ExploreCellObject]] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showSearchHint(_ hint: String, whileTyping: String) { searchHints.append(hint) }
    func update(with cellObjects: [ExploreCellObject]) { shownRows.append(cellObjects) }
    func updateRows(_ cellObjects: [ExploreCellObject]) { updatedRows.append(cellObjects) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class ExploreInteractorInputSpy: ExploreInteractorInput {
    var cancelRequests = 0
    var searchedQueries: [String] = []
    var submittedTexts: [String] = []
    /// What `resolveAccountIfHandleElsewhere` answers: the handle looked up, or nil.
    var handleElsewhere: String?

    var discoveryRequests = 0

    func obtainDiscoveries() { discoveryRequests += 1 }
    var followedRequests = 0
    func obtainFollowedHashtags() { followedRequests += 1 }
    var silencedObserveRequests = 0
    func observeSilencedAccounts() { silencedObserveRequests += 1 }
    private(set) var postObserveRequests = 0
    func observePostChanges() { postObserveRequests += 1 }
    func obtainResults(for query: String) { searchedQueries.append(query) }

    func resolveAccountIfHandleElsewhere(_ text: String) -> String? {
        submittedTexts.append(text)
        return handleElsewhere
    }

    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class ExploreInteractorOutputSpy: ExploreInteractorOutput {
    var results: [(SearchResults, String)] = []
    var failures: [String] = []
    var resolved: [Author?] = []
    var resolveFailures: [String] = []

    var discoveries: [SearchResults] = []

    func didObtainDiscoveries(_ discoveries: SearchResults) { self.discoveries.append(discoveries) }
    var followedHashtags: [[Hashtag]] = []
    func didObtainFollowedHashtags(_ hashtags: [Hashtag]) { followedHashtags.append(hashtags) }
    var silencedAccounts: [String] = []
    func didSilenceAccount(withId accountId: String) { silencedAccounts.append(accountId) }
    private(set) var postChanges: [PostStoreChange] = []
    func didChangePost(_ change: PostStoreChange) { postChanges.append(change) }
    func didObtainResults(_ results: SearchResults, for query: String) { self.results.append((results, query)) }
    func didFailToObtainResults(_ problem: ConnectionProblem, for query: String) { failures.append(query) }
    func didResolveAccount(_ account: Author?, handle: String) { resolved.append(account) }
    func didFailToResolveAccount(_ problem: ConnectionProblem, handle: String) { resolveFailures.append(handle) }
}

@MainActor
final class ExploreRouterInputSpy: ExploreRouterInput {
    var closeRequests = 0
    var openedProfiles: [String] = []
    var openedPosts: [String] = []
    var openedHashtags: [String] = []

    func openProfileModule(accountId: String) { openedProfiles.append(accountId) }
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) { openedPosts.append(postId) }
    func openHashtagModule(tagName: String) { openedHashtags.append(tagName) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class ExploreViewOutputSpy: ExploreViewOutput {
    var readyEvents = 0
    var backEvents = 0
    var refreshEvents = 0
    var queries: [String] = []
    var submitted: [String] = []
    var selected: [Int] = []

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didChangeQuery(_ query: String) { queries.append(query) }
    func didSubmitQuery(_ query: String) { submitted.append(query) }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didSelectResult(at index: Int) { selected.append(index) }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class ExploreModuleInputSpy: ExploreModuleInput {
    var configureRequests = 0

    func configureModule() { configureRequests += 1 }
}
