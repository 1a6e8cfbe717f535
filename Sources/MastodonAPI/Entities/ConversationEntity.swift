/// A direct conversation as `/api/v1/conversations` sends it: the other participants and the
/// latest message. Some servers give it a new id with each message (its latest status's), so
/// callers match conversations by their participants, not by id.
public struct ConversationEntity: Decodable, Sendable, Equatable {
    public var id: String
    public var isUnread: Bool
    /// Everyone in it but the signed-in account; empty when the others are gone (suspended).
    public var accounts: [AccountEntity]
    /// Nil when the last message was deleted.
    public var lastStatus: StatusEntity?

    enum CodingKeys: String, CodingKey {
        case id, accounts
        case isUnread = "unread"
        case lastStatus = "last_status"
    }

    public init(id: String, isUnread: Bool = false, accounts: [AccountEntity], lastStatus: StatusEntity? = nil) {
        self.id = id
        self.isUnread = isUnread
        self.accounts = accounts
        self.lastStatus = lastStatus
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        isUnread = container.lenientBool(.isUnread)
        accounts = container.lenientArray(AccountEntity.self, .accounts)
        lastStatus = container.lenient(StatusEntity.self, .lastStatus)
    }
}
