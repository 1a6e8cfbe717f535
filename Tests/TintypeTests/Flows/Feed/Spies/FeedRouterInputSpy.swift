@testable import Tintype

@MainActor
final class FeedRouterInputSpy: FeedRouterInput {
    var closeRequests = 0
    var openedPostIds: [String] = []

    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) { openedPostIds.append(postId) }

    func closeCurrentModule() { closeRequests += 1 }
}
