/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsInteractorOutput: AnyObject {
    func didObtainCachedConversations(_ list: ConversationList)
    func didObtainConversations(_ list: ConversationList, areOlder: Bool, storageProblem: ConnectionProblem?)
    func didFailToObtainConversations(_ problem: ConnectionProblem, areOlder: Bool)
    func didObtainUnreadCount(_ count: Int)
    func didReceiveNewMessage()
    func didObtainAccounts(_ accounts: [Author])
    func didFailToObtainAccount(withHandle handle: String, problem: ConnectionProblem)
}
