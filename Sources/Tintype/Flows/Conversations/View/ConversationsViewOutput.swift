/// Module is responsible for the direct conversations, the latest first.
@MainActor
protocol ConversationsViewOutput: AnyObject {
    /// The view is built and on screen for the first time.
    func didTriggerViewReadyEvent()
    /// The view comes back in front (its tab chosen again).
    func didTriggerViewWillAppearEvent()
    /// The view went out of sight (another tab in front).
    func didTriggerViewDidDisappearEvent()
    /// `r`: fetch anew.
    func didTriggerRefreshEvent()
    /// The selection reached the last row loaded: older ones are wanted.
    func didReachEndOfList()
    /// Enter on a conversation: open it (and read it).
    func didSelectConversation(at index: Int)
    /// `n`: ask for the people to write to.
    func didTriggerNewConversationEvent()
    /// Enter in the prompt: the handles written in it.
    func didTriggerSendHandlesEvent(_ text: String)
    /// Esc in the box of handles: no new conversation.
    func didTriggerCloseComposerEvent()
    /// q: the module closes (on a first tab, the app).
    func didTriggerCloseEvent()
}
