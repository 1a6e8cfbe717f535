/// A status as its author wrote it, for editing: `/api/v1/statuses/:id/source`.
public struct StatusSourceEntity: Decodable, Sendable, Equatable {
    public var id: String
    public var text: String
    public var spoilerText: String

    public init(id: String, text: String, spoilerText: String = "") {
        self.id = id
        self.text = text
        self.spoilerText = spoilerText
    }

    enum CodingKeys: String, CodingKey {
        case id, text
        case spoilerText = "spoiler_text"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        text = container.lenientString(.text) ?? ""
        spoilerText = container.lenientString(.spoilerText) ?? ""
    }
}
