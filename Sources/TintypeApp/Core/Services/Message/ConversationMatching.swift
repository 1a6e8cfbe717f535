import MastodonAPI
import Tintype

/// Conversations told apart by who is in them, not by id: some servers give a conversation a new
/// id with each message (the demo's is its latest status's), and a list matched by id would show
/// the same people twice, or lose their place, as messages come.
public enum ConversationMatching {
    /// The same for every version of a conversation: its other participants' ids, in order. One
    /// with no one else left in it (they were suspended, or it mentions no one) keeps its own id.
    static func participantsKey(of conversation: ConversationEntity) -> String {
        conversation.accounts.isEmpty
            ? "conversation-" + conversation.id : Conversation.key(ofParticipantIds: conversation.accounts.map(\.id))
    }

    /// Whether a direct status is between the signed-in person and exactly these people: its
    /// author and the people it mentions are them and one more (the person, who is always one of
    /// the two in a direct status they can see).
    static func isAmong(_ status: StatusEntity, participantIds: Set<String>) -> Bool {
        let everyone = Set([status.account.id] + status.mentions.map(\.id))
        return !participantIds.isEmpty && participantIds.isSubset(of: everyone) && everyone.count == participantIds.count + 1
    }

    /// Messages of one conversation, each once (the version fetched last), oldest first.
    static func thread(merging fetched: [StatusEntity], into known: [StatusEntity]) -> [StatusEntity] {
        var byId: [String: StatusEntity] = [:]
        for status in known + fetched { byId[status.id] = status }
        return byId.values.sorted { first, second in
            switch (first.createdAt, second.createdAt) {
            case (let one?, let two?) where one != two: return one < two
            default: return ServerIdOrder.isNewer(second.id, than: first.id)
            }
        }
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
