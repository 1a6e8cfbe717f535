/// A list of accounts the signed-in account keeps, whose posts make a timeline of their own.
public struct ListEntity: Decodable, Sendable, Equatable {
    public var id: String
    public var title: String

    enum CodingKeys: String, CodingKey {
        case id, title
    }

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        title = container.lenientString(.title) ?? ""
    }
}
