@testable import Tintype

@MainActor
final class PostDetailViewInputSpy: PostDetailViewInput {
    var didSetupInitialState = false
    var shownCellObjects: [[PostDetailCellObject]] = []
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownKeyHelp: [KeyHelpEntry]?

    func setupInitialState() { didSetupInitialState = true }
    func update(with cellObjects: [PostDetailCellObject]) { shownCellObjects.append(cellObjects) }
    func showTitle(_ title: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showKeyHelp(_ entries: [KeyHelpEntry]) { shownKeyHelp = entries }
}

@MainActor
final class PostDetailInteractorInputSpy: PostDetailInteractorInput {
    var requestedPostIds: [String] = []
    var cancelRequests = 0

    func obtainPost(withId postId: String) { requestedPostIds.append(postId) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class PostDetailRouterInputSpy: PostDetailRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class PostDetailInteractorOutputSpy: PostDetailInteractorOutput {
    var posts: [Post] = []
    var problems: [ConnectionProblem] = []

    func didObtainPost(_ post: Post) { posts.append(post) }
    func didFailToObtainPost(_ problem: ConnectionProblem) { problems.append(problem) }
}

@MainActor
final class PostDetailViewOutputSpy: PostDetailViewOutput {
    var viewReadyEvents = 0
    var revealEvents = 0
    var helpEvents = 0
    var backEvents = 0

    func didTriggerViewReadyEvent() { viewReadyEvents += 1 }
    func didTriggerRevealEvent() { revealEvents += 1 }
    func didTriggerHelpEvent() { helpEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
}
