/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsViewOutput: AnyObject {
    func didTriggerViewReadyEvent()
    func didTriggerViewWillAppearEvent()
    func didTriggerViewDidDisappearEvent()
    func didTriggerRefreshEvent()
    func didReachEndOfList()
    func didSelectConversation(at index: Int)
    /// `n`: ask for the people to write to.
    func didTriggerNewConversationEvent()
    /// Enter in the prompt: the handles written in it.
    func didTriggerSendHandlesEvent(_ text: String)
    func didTriggerCloseComposerEvent()
    func didTriggerCloseEvent()
}
