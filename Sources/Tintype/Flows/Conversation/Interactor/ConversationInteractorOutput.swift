/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationInteractorOutput: AnyObject {
    /// The conversation's messages, oldest first, with those still in the outbox.
    func didObtainMessages(_ messages: [Message])
    /// The server's messages did not come; those waiting in the outbox are shown all the same.
    func didFailToObtainMessages(_ problem: ConnectionProblem, waiting: [Message])
    /// The stream told of a message in this conversation.
    func didReceiveNewMessage()
    /// A refresh interval has passed.
    func didReachRefreshTime()
    /// What was being written here, kept from before.
    func didObtainDraft(_ text: String)
    /// How long a message the instance takes.
    func didObtainCharacterLimit(_ limit: Int)
    /// The draft could not be saved; what is typed stays in the box.
    func didFailToSaveDraft(_ problem: ConnectionProblem)
    /// The message is in the outbox and on its way.
    func didQueueMessage(_ message: Message)
    /// It could not even be saved (a full disk); the text is handed back.
    func didFailToQueueMessage(_ text: String, problem: ConnectionProblem)
    /// The server has it: the message as it now is replaces the queued one.
    func didSendMessage(_ message: Message, replacingId queuedId: String)
    /// The server did not take it yet; it waits in the outbox for r or the next start.
    func didFailToSendMessage(withId queuedId: String, problem: ConnectionProblem)
    /// Taken back: the text is in the conversation's draft now, with what was there.
    func didDiscardMessage(withId queuedId: String, draft: String)
    /// It could not be taken back (whether it arrived could not be checked, or the disk refused).
    func didFailToDiscardMessage(withId queuedId: String, problem: ConnectionProblem)
}
