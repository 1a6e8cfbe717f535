@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedRouterInputSpy: FeedRouterInput {
    var closeRequests = 0
    /// The list the router embeds, as a spy of its input; handed to the output once embedded.
    let postList = ModuleInputSpy()
    var embeddedSources: [PostListSource] = []
    /// Whom the embedded list tells what it loaded.
    var postListOutput: (any PostListModuleOutput)?

    func embedPostListModule(listing source: PostListSource, moduleOutput: any PostListModuleOutput) {
        embeddedSources.append(source)
        postListOutput = moduleOutput
        moduleOutput.didEmbedPostList(postList)
    }
    func closeCurrentModule() { closeRequests += 1 }
    var composeRequests = 0
    func openComposeModule() { composeRequests += 1 }
    var timelineRequests = 0
    func openTimelineModule() { timelineRequests += 1 }
}
