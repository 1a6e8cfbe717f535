/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationInteractorInput: AnyObject {
    /// Answers with the thread (the server's messages, marked read, and the queued ones).
    func obtainMessages(in conversation: Conversation)
    /// The conversation is on screen, or no longer: while it is, it does not count as unread.
    func enterConversation(withKey key: String)
    /// The conversation is closed: stop following its stream.
    func leaveConversation(withKey key: String)
    /// Tells the output of each new message in any conversation while the module lives.
    func observeConversations()
    /// Tells the output of each of the conversation's messages the outbox sends by itself.
    func observeSentMessages(in conversation: Conversation)
    /// Answers with the conversation's saved draft.
    func obtainDraft(forConversationWithKey key: String)
    /// Answers with how many characters a message may have on the instance.
    func obtainCharacterLimit()
    /// Keeps what is being written to this conversation.
    func saveDraft(_ text: String, forConversationWithKey key: String)
    /// Saves the message in the outbox (answering at once), then sends it.
    func sendMessage(_ text: String, in conversation: Conversation)
    /// Sends again, with its key, a message still in the outbox.
    func retryMessage(withId messageId: String, in conversation: Conversation)
    /// Takes a message out of the outbox unsent; answers with the draft it went back into.
    func discardMessage(withId messageId: String)
    /// Answers `didReachRefreshTime()` each refresh interval, until the module closes.
    func observeRefreshTime()
    /// Stops every request under way but what the person wrote: the module is closing.
    func cancelAllRequests()
}
