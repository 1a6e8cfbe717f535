import MastodonAPI

/// Conversations told apart by who is in them, not by id: some servers give a conversation a new
/// id with each message (the demo's is its latest status's), and a list matched by id would show
/// the same people twice, or lose their place, as messages come.
enum ConversationMatching {
    /// The same for every version of a conversation: its other participants' ids, in order.
    static func participantsKey(of conversation: ConversationEntity) -> String {
        conversation.accounts.map(\.id).sorted().joined(separator: ",")
    }

    /// The newest page over what was loaded: each of its conversations replaces the one with the
    /// same people, and those it does not name follow in their order.
    static func mergingNewest(_ page: [ConversationEntity], into loaded: [ConversationEntity]) -> [ConversationEntity] {
        let fresh = unique(page)
        let freshKeys = Set(fresh.map(participantsKey(of:)))
        return fresh + loaded.filter { !freshKeys.contains(participantsKey(of: $0)) }
    }

    /// An older page below what was loaded: only the conversations not shown yet.
    static func appendingOlder(_ page: [ConversationEntity], to loaded: [ConversationEntity]) -> [ConversationEntity] {
        let shownKeys = Set(loaded.map(participantsKey(of:)))
        return loaded + unique(page).filter { !shownKeys.contains(participantsKey(of: $0)) }
    }

    /// One conversation per set of people, the first (the latest) kept.
    private static func unique(_ conversations: [ConversationEntity]) -> [ConversationEntity] {
        var seen = Set<String>()
        return conversations.filter { seen.insert(participantsKey(of: $0)).inserted }
    }
}
