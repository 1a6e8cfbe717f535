@testable import Tintype
@testable import TintypeApp

@MainActor
final class FeedRouterInputSpy: FeedRouterInput {
    var closeRequests = 0
    var openedPostIds: [String] = []
    var openedProfileIds: [String] = []

    /// Whom the last post opened tells of a deletion.
    var postDetailOutput: (any PostDetailModuleOutput)?
    func openPostDetailModule(postId: String, moduleOutput: any PostDetailModuleOutput) {
        openedPostIds.append(postId)
        postDetailOutput = moduleOutput
    }
    func openProfileModule(accountId: String) { openedProfileIds.append(accountId) }
    var openedAccountLists: [AccountListSource] = []
    func openAccountListModule(source: AccountListSource) { openedAccountLists.append(source) }
    func closeCurrentModule() { closeRequests += 1 }
    var composeRequests = 0
    func openComposeModule() { composeRequests += 1 }
    var timelineRequests = 0
    func openTimelineModule() { timelineRequests += 1 }
}
