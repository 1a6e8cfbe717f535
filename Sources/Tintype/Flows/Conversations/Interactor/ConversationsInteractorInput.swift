/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsInteractorInput: AnyObject {
    /// The conversations as last saved.
    func obtainCachedConversations()
    /// The server's newest conversations.
    func obtainNewestConversations()
    /// The next older page of conversations.
    func obtainOlderConversations()
    /// How many conversations are unread, for the tab's badge.
    func obtainUnreadCount()
    /// Tells the output of each new message while the module lives.
    func observeConversations()
    /// Answers `didReachRefreshTime()` each refresh interval, until the module closes.
    func observeRefreshTime()
    /// Looks each handle up, answering with all the accounts or the first that failed.
    func obtainAccounts(withHandles handles: [String])
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
