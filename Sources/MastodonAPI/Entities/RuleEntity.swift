/// One of the instance's rules (`/api/v1/instance/rules`), which a report may say were broken.
public struct RuleEntity: Codable, Sendable, Equatable {
    public var id: String
    public var text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }

    enum CodingKeys: String, CodingKey {
        case id, text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        text = container.lenientString(.text) ?? ""
    }
}
