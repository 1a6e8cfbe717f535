import FoundationEssentials

/// Everything the conversations presenter remembers.
struct ConversationsState {
    /// The conversations and where their paging stands.
    var list = PagedList<Conversation>()
    var conversations: [Conversation] { list.items }
    var hasStarted = false
    var isShown = false
    var isViewReady = false
    /// The conversations' stream and the refresh clock are listened to.
    var isObserving = false
    /// Whether the people named for a new conversation are being looked up, the box waiting.
    var isLookingUp = false
    /// Why the handles typed were not all found; the status line keeps it, whatever loads
    /// behind, until the box is sent again or closed.
    var lookupProblem: String?
}
