import Foundation

/// Everything the conversations presenter remembers.
struct ConversationsState {
    var conversations: [Conversation] = []
    var hasOlder = false
    var isRefreshing = false
    var isLoadingOlder = false
    /// Set once the server answered in this run; until then the conversations, if any, are the cache's.
    var hasLiveData = false
    var hasStarted = false
    var cachedAt: Date?
    var updatedAt: Date?
    var isShown = false
    var isViewReady = false
    /// The handles being looked up for a new conversation, while the prompt waits for them.
    var pendingHandles: [String]?
    /// Why the handles typed were not all found; the status line keeps it, whatever loads
    /// behind, until the box is sent again or closed.
    var lookupProblem: String?
}
