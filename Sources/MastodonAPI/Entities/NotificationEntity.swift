import FoundationEssentials

/// One notification as `/api/v1/notifications` sends it: something an account did that concerns
/// the signed-in one (a like, a follow, a mention). `status` is nil for a follow, and for a like
/// of a post deleted since; `type` is kept as sent, since servers add types over time.
public struct NotificationEntity: Decodable, Sendable, Equatable {
    public var id: String
    public var type: String
    public var createdAt: Date?
    public var account: AccountEntity
    public var status: StatusEntity?

    enum CodingKeys: String, CodingKey {
        case id, type, account, status
        case createdAt = "created_at"
    }

    public init(id: String, type: String, createdAt: Date?, account: AccountEntity, status: StatusEntity? = nil) {
        self.id = id
        self.type = type
        self.createdAt = createdAt
        self.account = account
        self.status = status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        type = container.lenientString(.type) ?? ""
        createdAt = container.lenientDate(.createdAt)
        account = try container.decode(AccountEntity.self, forKey: .account)
        status = container.lenient(StatusEntity.self, .status)
    }
}
