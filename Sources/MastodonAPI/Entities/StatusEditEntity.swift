import FoundationEssentials

/// One version of an edited status, from `/api/v1/statuses/:id/history`: the first is as it was
/// posted, the last as it is now.
public struct StatusEditEntity: Decodable, Sendable, Equatable {
    public let createdAt: Date?
    public let content: String
    public let spoilerText: String
    public let isSensitive: Bool
    public let mediaAttachments: [MediaAttachmentEntity]

    public init(
        createdAt: Date?, content: String, spoilerText: String = "", isSensitive: Bool = false,
        mediaAttachments: [MediaAttachmentEntity] = []
    ) {
        self.createdAt = createdAt
        self.content = content
        self.spoilerText = spoilerText
        self.isSensitive = isSensitive
        self.mediaAttachments = mediaAttachments
    }

    enum CodingKeys: String, CodingKey {
        case content
        case createdAt = "created_at"
        case spoilerText = "spoiler_text"
        case isSensitive = "sensitive"
        case mediaAttachments = "media_attachments"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        createdAt = container.lenientDate(.createdAt)
        content = container.lenientString(.content) ?? ""
        spoilerText = container.lenientString(.spoilerText) ?? ""
        isSensitive = container.lenientBool(.isSensitive)
        mediaAttachments = container.lenientArray(MediaAttachmentEntity.self, .mediaAttachments)
    }
}
