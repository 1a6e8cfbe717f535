import FoundationEssentials

/// Where the signed-in account stopped reading a timeline, kept on the server so that every
/// client sees the same (`/api/v1/markers`).
public struct MarkerEntity: Decodable, Sendable, Equatable {
    public var lastReadId: String
    public var updatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case lastReadId = "last_read_id"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lastReadId = try container.requiredString(.lastReadId)
        updatedAt = container.lenientDate(.updatedAt)
    }
}
