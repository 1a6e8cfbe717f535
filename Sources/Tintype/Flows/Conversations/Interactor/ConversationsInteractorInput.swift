/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsInteractorInput: AnyObject {
    func obtainCachedConversations()
    func obtainNewestConversations()
    func obtainOlderConversations()
    func obtainUnreadCount()
    /// Tells the output of each new message while the module lives.
    func observeConversations()
    /// Looks each handle up, answering with all the accounts or the first that failed.
    func obtainAccounts(withHandles handles: [String])
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
