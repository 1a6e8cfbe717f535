/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationInteractorOutput: AnyObject {
    func didObtainMessages(_ messages: [Message])
    /// The server's messages did not come; those waiting in the outbox are shown all the same.
    func didFailToObtainMessages(_ problem: ConnectionProblem, waiting: [Message])
    func didReceiveNewMessage()
    func didObtainDraft(_ text: String)
    func didObtainCharacterLimit(_ limit: Int)
    func didFailToSaveDraft(_ problem: ConnectionProblem)
    /// The message is in the outbox and on its way.
    func didQueueMessage(_ message: Message)
    /// It could not even be saved (a full disk); the text is handed back.
    func didFailToQueueMessage(_ text: String, problem: ConnectionProblem)
    /// The server has it: the message as it now is replaces the queued one.
    func didSendMessage(_ message: Message, replacingId queuedId: String)
    func didFailToSendMessage(withId queuedId: String, problem: ConnectionProblem)
    /// Taken back: the text is in the conversation's draft now, with what was there.
    func didDiscardMessage(withId queuedId: String, draft: String)
    func didFailToDiscardMessage(withId queuedId: String, problem: ConnectionProblem)
}
