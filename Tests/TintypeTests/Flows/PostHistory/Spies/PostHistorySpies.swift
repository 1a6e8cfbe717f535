@testable import Tintype
@testable import TintypeApp

@MainActor
final class PostHistoryViewInputSpy: PostHistoryViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownCellObjects: [[PostVersionCellObject]] = []
    var shownFooters: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func update(with cellObjects: [PostVersionCellObject]) { shownCellObjects.append(cellObjects) }
    func showFooter(_ text: String?) { shownFooters.append(text) }
}

@MainActor
final class PostHistoryInteractorInputSpy: PostHistoryInteractorInput {
    var cancelRequests = 0
    var historyRequests: [String] = []

    func obtainHistory(ofPostId postId: String) { historyRequests.append(postId) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class PostHistoryInteractorOutputSpy: PostHistoryInteractorOutput {
    var histories: [[PostVersion]] = []
    var problems: [ConnectionProblem] = []

    func didObtainHistory(_ versions: [PostVersion]) { histories.append(versions) }
    func didFailToObtainHistory(_ problem: ConnectionProblem) { problems.append(problem) }
}

@MainActor
final class PostHistoryRouterInputSpy: PostHistoryRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class PostHistoryViewOutputSpy: PostHistoryViewOutput {
    var readyEvents = 0
    var backEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didTriggerBackEvent() { backEvents += 1 }
}

@MainActor
final class PostHistoryModuleInputSpy: PostHistoryModuleInput {
    var postIds: [String] = []

    func configure(withPostId postId: String) { postIds.append(postId) }
}
