@testable import Tintype
@testable import TintypeApp

@MainActor
final class AccountListViewInputSpy: AccountListViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownCellObjects: [[AccountCellObject]] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownFooters: [String?] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func update(with cellObjects: [AccountCellObject]) { shownCellObjects.append(cellObjects) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func showFooter(_ text: String?) { shownFooters.append(text) }
}

@MainActor
final class AccountListInteractorInputSpy: AccountListInteractorInput {
    var requests: [(source: AccountListSource, more: Bool)] = []
    var cancelRequests = 0

    func obtainAccounts(of source: AccountListSource, more: Bool) { requests.append((source, more)) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class AccountListInteractorOutputSpy: AccountListInteractorOutput {
    var pages: [(accounts: [Profile], hasMore: Bool, areMore: Bool)] = []
    var problems: [ConnectionProblem] = []

    func didObtainAccounts(_ accounts: [Profile], hasMore: Bool, areMore: Bool) { pages.append((accounts, hasMore, areMore)) }
    func didFailToObtainAccounts(_ problem: ConnectionProblem) { problems.append(problem) }
}

@MainActor
final class AccountListRouterInputSpy: AccountListRouterInput {
    var openedProfileIds: [String] = []
    var closeRequests = 0
    func openProfileModule(accountId: String) { openedProfileIds.append(accountId) }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class AccountListViewOutputSpy: AccountListViewOutput {
    var events: [String] = []
    var selectedIndexes: [Int] = []
    func didTriggerViewReadyEvent() { events.append("ready") }
    func didTriggerRefreshEvent() { events.append("refresh") }
    func didReachEndOfList() { events.append("end") }
    func didSelectAccount(at index: Int) { selectedIndexes.append(index) }
    func didTriggerBackEvent() { events.append("back") }
}
