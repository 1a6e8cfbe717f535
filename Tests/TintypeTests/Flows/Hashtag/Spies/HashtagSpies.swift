@testable import Tintype
@testable import TintypeApp

@MainActor
final class HashtagViewInputSpy: HashtagViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []

    func setupInitialState() { didSetupInitialState = true }
    var shownTrailings: [String] = []
    func showTitle(_ title: String, trailing: String) {
        shownTitles.append(title)
        shownTrailings.append(trailing)
    }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class HashtagInteractorInputSpy: HashtagInteractorInput {
    var cancelRequests = 0
    var tagRequests: [String] = []
    var follows: [Bool] = []

    func obtainTag(named name: String) { tagRequests.append(name) }
    func performFollow(_ follow: Bool, tagNamed name: String) { follows.append(follow) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class HashtagInteractorOutputSpy: HashtagInteractorOutput {
    var tags: [Hashtag] = []
    var followFailures = 0

    func didObtainTag(_ hashtag: Hashtag) { tags.append(hashtag) }
    func didFailToPerformFollow(_ problem: ConnectionProblem) { followFailures += 1 }
}

@MainActor
final class HashtagRouterInputSpy: HashtagRouterInput {
    var closeRequests = 0
    /// The list embedded, which hands itself to the hashtag as the router would have it.
    let postList = ModuleInputSpy()
    var embeddedSources: [PostListSource] = []
    /// Who hears the list, to tell it what the list would.
    private(set) var postListOutput: (any PostListModuleOutput)?

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        embeddedSources.append(source)
        postListOutput = moduleOutput
        moduleOutput.didEmbedPostList(postList)
    }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class HashtagViewOutputSpy: HashtagViewOutput {
    var readyEvents = 0
    var backEvents = 0
    var refreshEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
    var followEvents = 0
    func didTriggerFollowEvent() { followEvents += 1 }
}

@MainActor
final class HashtagModuleInputSpy: HashtagModuleInput {
    var configuredNames: [String] = []

    func configure(withTagName name: String) { configuredNames.append(name) }
}
