@testable import Tintype

@MainActor
final class TimelineViewInputSpy: TimelineViewInput {
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []

    func setupInitialState() {}
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
}

@MainActor
final class TimelineInteractorInputSpy: TimelineInteractorInput {
    var listTitleRequests = 0

    func obtainListTitles() { listTitleRequests += 1 }
    var chosenRequests = 0
    var savedChoices: [TimelineSource] = []
    func obtainChosenTimeline() { chosenRequests += 1 }
    func saveChosenTimeline(_ source: TimelineSource) { savedChoices.append(source) }
    func cancelAllRequests() {}
}

@MainActor
final class TimelineRouterInputSpy: TimelineRouterInput {
    var closeRequests = 0
    /// The list embedded, which hands itself to the timeline as the router would have it.
    let postList = ModuleInputSpy()
    var embeddedSources: [PostListSource] = []

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        embeddedSources.append(source)
        moduleOutput.didEmbedPostList(postList)
    }
    func closeCurrentModule() { closeRequests += 1 }
    var listsRequests = 0
    func openMyListsModule() { listsRequests += 1 }
}
