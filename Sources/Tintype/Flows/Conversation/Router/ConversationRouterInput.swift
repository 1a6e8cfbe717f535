/// Module is responsible for one direct conversation: its messages and writing to it.
@MainActor
protocol ConversationRouterInput: AnyObject {
    /// Goes back to the module below, freeing this one.
    func closeCurrentModule()
}
