@testable import Tintype
@testable import TintypeApp

@MainActor
final class ConversationsViewInputSpy: ConversationsViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownCellObjects: [[ConversationCellObject]] = []
    var footers: [String?] = []
    var shownComposers: [ComposerViewModel] = []
    var hiddenComposers = 0

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func update(with cellObjects: [ConversationCellObject]) { shownCellObjects.append(cellObjects) }
    func showFooter(_ text: String?) { footers.append(text) }
    func showComposer(_ composer: ComposerViewModel) { shownComposers.append(composer) }
    func hideComposer() { hiddenComposers += 1 }
}

@MainActor
final class ConversationsInteractorInputSpy: ConversationsInteractorInput {
    var cachedRequests = 0
    var newestRequests = 0
    var olderRequests = 0
    var unreadCountRequests = 0
    var observeRequests = 0
    var lookedUpTexts: [String] = []
    var cancelRequests = 0

    func obtainCachedConversations() { cachedRequests += 1 }
    func obtainNewestConversations() { newestRequests += 1 }
    func obtainOlderConversations() { olderRequests += 1 }
    func obtainUnreadCount() { unreadCountRequests += 1 }
    func observeConversations() { observeRequests += 1 }
    var refreshClockStarts = 0
    func observeRefreshTime() { refreshClockStarts += 1 }
    func obtainAccounts(namedIn text: String) { lookedUpTexts.append(text) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class ConversationsInteractorOutputSpy: ConversationsInteractorOutput {
    var cachedLists: [ConversationList] = []
    var lists: [ConversationList] = []
    var failures: [ConnectionProblem] = []
    var unreadCounts: [Int] = []
    var newMessages = 0
    var accounts: [[Author]] = []
    var missingHandles: [String] = []

    func didObtainCachedConversations(_ list: ConversationList) { cachedLists.append(list) }
    func didObtainConversations(_ list: ConversationList, areOlder: Bool, storageProblem: ConnectionProblem?) { lists.append(list) }
    func didFailToObtainConversations(_ problem: ConnectionProblem, areOlder: Bool) { failures.append(problem) }
    func didObtainUnreadCount(_ count: Int) { unreadCounts.append(count) }
    func didReceiveNewMessage() { newMessages += 1 }
    var refreshTimes = 0
    func didReachRefreshTime() { refreshTimes += 1 }
    func didObtainAccounts(_ accounts: [Author]) { self.accounts.append(accounts) }
    func didFailToObtainAccount(withHandle handle: String, problem: ConnectionProblem) { missingHandles.append(handle) }
    var noHandlesFound = 0
    func didFindNoHandles() { noHandlesFound += 1 }
}

@MainActor
final class ConversationsRouterInputSpy: ConversationsRouterInput {
    var openedConversations: [Conversation] = []
    var closeRequests = 0

    func openConversationModule(with conversation: Conversation, moduleOutput: any ConversationModuleOutput) {
        openedConversations.append(conversation)
    }
    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class ConversationsViewOutputSpy: ConversationsViewOutput {
    var readyEvents = 0
    var selectedIndexes: [Int] = []
    var newConversationEvents = 0
    var sentHandles: [String] = []
    var closedComposers = 0
    var closeEvents = 0
    var refreshEvents = 0

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didTriggerViewWillAppearEvent() {}
    func didTriggerViewDidDisappearEvent() {}
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didReachEndOfList() {}
    func didSelectConversation(at index: Int) { selectedIndexes.append(index) }
    func didTriggerNewConversationEvent() { newConversationEvents += 1 }
    func didTriggerSendHandlesEvent(_ text: String) { sentHandles.append(text) }
    func didTriggerCloseComposerEvent() { closedComposers += 1 }
    func didTriggerCloseEvent() { closeEvents += 1 }
}
