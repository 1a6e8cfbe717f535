import FoundationEssentials

/// A status the server holds back until its time (`/api/v1/scheduled_statuses`), with what it
/// will say then.
public struct ScheduledStatusEntity: Decodable, Sendable, Equatable {
    /// What the status will be made of, as it was sent.
    public struct Params: Decodable, Sendable, Equatable {
        public var text: String
        public var visibility: String?
        public var spoilerText: String
        public var inReplyToId: String?
        public var pollOptions: [String]
        public var mediaIds: [String]

        enum CodingKeys: String, CodingKey {
            case text, visibility, poll
            case spoilerText = "spoiler_text"
            case inReplyToId = "in_reply_to_id"
            case mediaIds = "media_ids"
        }

        private enum PollKeys: String, CodingKey {
            case options
        }

        public init(
            text: String, visibility: String? = nil, spoilerText: String = "", inReplyToId: String? = nil,
            pollOptions: [String] = [], mediaIds: [String] = []
        ) {
            self.text = text
            self.visibility = visibility
            self.spoilerText = spoilerText
            self.inReplyToId = inReplyToId
            self.pollOptions = pollOptions
            self.mediaIds = mediaIds
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = container.lenientString(.text) ?? ""
            visibility = container.lenientString(.visibility)
            spoilerText = container.lenientString(.spoilerText) ?? ""
            inReplyToId = container.lenientString(.inReplyToId)
            mediaIds = container.lenientArray(String.self, .mediaIds)
            let poll = try? container.nestedContainer(keyedBy: PollKeys.self, forKey: .poll)
            pollOptions = poll?.lenientArray(String.self, .options) ?? []
        }
    }

    public var id: String
    public var scheduledAt: Date
    public var params: Params
    public var mediaAttachments: [MediaAttachmentEntity]

    enum CodingKeys: String, CodingKey {
        case id, params
        case scheduledAt = "scheduled_at"
        case mediaAttachments = "media_attachments"
    }

    public init(id: String, scheduledAt: Date, params: Params, mediaAttachments: [MediaAttachmentEntity] = []) {
        self.id = id
        self.scheduledAt = scheduledAt
        self.params = params
        self.mediaAttachments = mediaAttachments
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.requiredString(.id)
        // Without its time it is not a scheduled status: the answer is read as something else.
        guard let date = container.lenientDate(.scheduledAt) else {
            throw DecodingError.keyNotFound(
                CodingKeys.scheduledAt, .init(codingPath: container.codingPath, debugDescription: "scheduled_at is missing"))
        }
        scheduledAt = date
        params = container.lenient(Params.self, .params) ?? Params(text: "")
        mediaAttachments = container.lenientArray(MediaAttachmentEntity.self, .mediaAttachments)
    }
}
