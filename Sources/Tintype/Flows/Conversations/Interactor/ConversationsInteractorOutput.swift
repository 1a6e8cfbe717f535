/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsInteractorOutput: AnyObject {
    /// The conversations as last saved, for the first frame.
    func didObtainCachedConversations(_ list: ConversationList)
    /// The conversations loaded so far; `areOlder` tells an older page from the newest.
    func didObtainConversations(_ list: ConversationList, areOlder: Bool, storageProblem: ConnectionProblem?)
    /// A page of conversations did not come.
    func didFailToObtainConversations(_ problem: ConnectionProblem, areOlder: Bool)
    /// How many conversations are unread, for the tab's badge.
    func didObtainUnreadCount(_ count: Int)
    /// The stream told of a direct message.
    func didReceiveNewMessage()
    /// A refresh interval has passed.
    func didReachRefreshTime()
    /// The accounts the handles typed for a new conversation name.
    func didObtainAccounts(_ accounts: [Author])
    /// The text for a new conversation named no account.
    func didFindNoHandles()
    /// A handle typed for a new conversation names no account, or could not be looked up.
    func didFailToObtainAccount(withHandle handle: String, problem: ConnectionProblem)
}
