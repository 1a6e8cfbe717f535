@testable import Tintype
@testable import TintypeApp

@MainActor
final class ConversationViewInputSpy: ConversationViewInput {
    var didSetupInitialState = false
    var shownTitles: [String] = []
    var shownStatuses: [StatusLineViewModel] = []
    var shownCellObjects: [[MessageCellObject]] = []
    var footers: [String?] = []
    var shownComposers: [ComposerViewModel] = []
    var composerTexts: [String] = []
    var composerLimits: [Int] = []

    func setupInitialState() { didSetupInitialState = true }
    func showTitle(_ title: String, trailing: String) { shownTitles.append(title) }
    func showStatus(_ status: StatusLineViewModel) { shownStatuses.append(status) }
    func update(with cellObjects: [MessageCellObject]) { shownCellObjects.append(cellObjects) }
    func showFooter(_ text: String?) { footers.append(text) }
    func showComposer(_ composer: ComposerViewModel) { shownComposers.append(composer) }
    func setComposerCharacterLimit(_ limit: Int) { composerLimits.append(limit) }
    func setComposerText(_ text: String) { composerTexts.append(text) }
}

@MainActor
final class ConversationInteractorInputSpy: ConversationInteractorInput {
    var messageRequests: [String] = []
    var observeRequests = 0
    var sentObservations: [String] = []
    var draftRequests: [String] = []
    var limitRequests = 0
    var savedDrafts: [String] = []
    var sentTexts: [String] = []
    var retriedIds: [String] = []
    var discardedIds: [String] = []
    var cancelRequests = 0

    func obtainMessages(in conversation: Conversation) { messageRequests.append(conversation.key) }
    var keysBeingRead: [String] = []
    func enterConversation(withKey key: String) { keysBeingRead.append(key) }
    func leaveConversation(withKey key: String) { keysBeingRead.removeAll { $0 == key } }
    func observeConversations() { observeRequests += 1 }
    var refreshClockStarts = 0
    func observeRefreshTime() { refreshClockStarts += 1 }
    func observeSentMessages(in conversation: Conversation) { sentObservations.append(conversation.key) }
    func obtainDraft(forConversationWithKey key: String) { draftRequests.append(key) }
    func obtainCharacterLimit() { limitRequests += 1 }
    func saveDraft(_ text: String, forConversationWithKey key: String) { savedDrafts.append(text) }
    func sendMessage(_ text: String, in conversation: Conversation) { sentTexts.append(text) }
    func retryMessage(withId messageId: String, in conversation: Conversation) { retriedIds.append(messageId) }
    func discardMessage(withId messageId: String) { discardedIds.append(messageId) }
    func cancelAllRequests() { cancelRequests += 1 }
}

@MainActor
final class ConversationInteractorOutputSpy: ConversationInteractorOutput {
    var threads: [[Message]] = []
    var failures: [ConnectionProblem] = []
    var newMessages = 0
    var drafts: [String] = []
    var queued: [Message] = []
    var sent: [(message: Message, queuedId: String)] = []
    var sendFailures: [String] = []
    var discarded: [(id: String, draft: String)] = []

    func didObtainMessages(_ messages: [Message]) { threads.append(messages) }
    func didFailToObtainMessages(_ problem: ConnectionProblem, waiting: [Message]) {
        failures.append(problem)
        threads.append(waiting)
    }
    func didReceiveNewMessage() { newMessages += 1 }
    var refreshTimes = 0
    func didReachRefreshTime() { refreshTimes += 1 }
    var limits: [Int] = []
    func didObtainDraft(_ text: String) { drafts.append(text) }
    func didObtainCharacterLimit(_ limit: Int) { limits.append(limit) }
    func didFailToSaveDraft(_ problem: ConnectionProblem) { failures.append(problem) }
    func didQueueMessage(_ message: Message) { queued.append(message) }
    func didFailToQueueMessage(_ text: String, problem: ConnectionProblem) { failures.append(problem) }
    func didSendMessage(_ message: Message, replacingId queuedId: String) { sent.append((message, queuedId)) }
    func didFailToSendMessage(withId queuedId: String, problem: ConnectionProblem) { sendFailures.append(queuedId) }
    func didDiscardMessage(withId queuedId: String, draft: String) { discarded.append((queuedId, draft)) }
    func didFailToDiscardMessage(withId queuedId: String, problem: ConnectionProblem) { failures.append(problem) }
}

@MainActor
final class ConversationModuleOutputSpy: ConversationModuleOutput {
    var readKeys: [String] = []

    func didReadConversation(withKey key: String) { readKeys.append(key) }
}

@MainActor
final class ConversationRouterInputSpy: ConversationRouterInput {
    var closeRequests = 0

    func closeCurrentModule() { closeRequests += 1 }
}

@MainActor
final class ConversationViewOutputSpy: ConversationViewOutput {
    var readyEvents = 0
    var changedDrafts: [String] = []
    var sentTexts: [String] = []
    var retryIndexes: [Int] = []
    var refreshEvents = 0
    var discardIndexes: [Int] = []
    var closeDrafts: [String] = []
    var detachDrafts: [String] = []

    func didTriggerViewReadyEvent() { readyEvents += 1 }
    func didChangeDraft(_ text: String) { changedDrafts.append(text) }
    func didTriggerSendEvent(_ text: String) { sentTexts.append(text) }
    func didTriggerRetryEvent(at index: Int) { retryIndexes.append(index) }
    func didTriggerRefreshEvent() { refreshEvents += 1 }
    func didTriggerDiscardEvent(at index: Int) { discardIndexes.append(index) }
    func didTriggerCloseEvent(draft: String) { closeDrafts.append(draft) }
    func didTriggerDetachEvent(draft: String) { detachDrafts.append(draft) }
}
