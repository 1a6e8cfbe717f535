@testable import Tintype

@MainActor
final class QuotesViewInputSpy: QuotesViewInput {
    var titles: [String] = []
    var statuses: [StatusLineViewModel] = []

    func setupInitialState() {}
    func showTitle(_ title: String, trailing: String) { titles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { statuses.append(status) }
}

@MainActor
final class QuotesInteractorInputSpy: QuotesInteractorInput {
    var captionRequests: [String] = []
    func obtainQuotedCaption(ofPostId postId: String) { captionRequests.append(postId) }
    func cancelAllRequests() {}
}

@MainActor
final class QuotesRouterInputSpy: QuotesRouterInput {
    var closeRequests = 0
    /// The list embedded, which hands itself to the screen as the router would have it.
    let postList = ModuleInputSpy()
    var embeddedSources: [PostListSource] = []
    private(set) var postListOutput: (any PostListModuleOutput)?

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        embeddedSources.append(source)
        postListOutput = moduleOutput
        moduleOutput.didEmbedPostList(postList)
    }
    func closeCurrentModule() { closeRequests += 1 }
}
