/// An account a status mentions: for a direct status, who it reaches.
public struct MentionEntity: Codable, Sendable, Equatable {
    public var id: String
    public var acct: String

    public init(id: String, acct: String) {
        self.id = id
        self.acct = acct
    }

    enum CodingKeys: String, CodingKey {
        case id, acct
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        acct = container.lenientString(.acct) ?? ""
    }
}
