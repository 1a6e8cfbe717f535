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
    /// Looks up each account the text names ("@grace, alan"), answering with all of them, the
    /// first that failed, or that the text names no one.
    func obtainAccounts(namedIn text: String)
    /// Stops every request in flight, when the module closes.
    func cancelAllRequests()
}
