import FoundationEssentials

/// What a new status says and who may see it.
public struct StatusDraft: Sendable, Equatable {
    /// A poll in place of photos: its options, how long it stays open, and whether several
    /// options may be chosen.
    public struct Poll: Sendable, Equatable {
        public var options: [String]
        public var expiresInSeconds: Int
        public var allowsMultiple: Bool

        public init(options: [String], expiresInSeconds: Int, allowsMultiple: Bool = false) {
            self.options = options
            self.expiresInSeconds = expiresInSeconds
            self.allowsMultiple = allowsMultiple
        }
    }

    public var text: String
    public var mediaIds: [String]
    public var inReplyToId: String?
    public var visibility: StatusEntity.Visibility?
    /// The content warning shown before the text and photos.
    public var spoilerText: String?
    /// Photos hidden behind a warning until the reader asks to see them.
    public var isSensitive: Bool
    /// The text's language, as ISO 639 ("en", "ru").
    public var language: String?
    public var poll: Poll?
    /// The status this one quotes (Mastodon 4.5).
    public var quotedStatusId: String?
    /// When the server is to publish it; nil for now.
    public var scheduledAt: Date?
    /// Who may quote it: public, followers or nobody; nil leaves it to the server.
    public var quoteApprovalPolicy: String?

    public init(
        text: String, mediaIds: [String] = [], inReplyToId: String? = nil,
        visibility: StatusEntity.Visibility? = nil, spoilerText: String? = nil, isSensitive: Bool = false, language: String? = nil,
        poll: Poll? = nil, quotedStatusId: String? = nil, scheduledAt: Date? = nil, quoteApprovalPolicy: String? = nil
    ) {
        self.quoteApprovalPolicy = quoteApprovalPolicy
        self.scheduledAt = scheduledAt
        self.poll = poll
        self.quotedStatusId = quotedStatusId
        self.text = text
        self.mediaIds = mediaIds
        self.inReplyToId = inReplyToId
        self.visibility = visibility
        self.spoilerText = spoilerText
        self.isSensitive = isSensitive
        self.language = language
    }
}

/// The JSON `POST /api/v1/statuses` reads: what the draft leaves empty is left out.
extension StatusDraft: Encodable {
    private enum Field: String, CodingKey {
        case status
        case mediaIds = "media_ids"
        case inReplyToId = "in_reply_to_id"
        case visibility
        case spoilerText = "spoiler_text"
        case sensitive, language, poll
        case quotedStatusId = "quoted_status_id"
        case scheduledAt = "scheduled_at"
        case quoteApprovalPolicy = "quote_approval_policy"
    }

    private enum PollField: String, CodingKey {
        case options, multiple
        case expiresIn = "expires_in"
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: Field.self)
        try fields.encode(text, forKey: .status)
        if !mediaIds.isEmpty { try fields.encode(mediaIds, forKey: .mediaIds) }
        try fields.encodeIfPresent(inReplyToId, forKey: .inReplyToId)
        if let visibility, visibility != .unknown { try fields.encode(visibility.rawValue, forKey: .visibility) }
        if let spoilerText, !spoilerText.isEmpty { try fields.encode(spoilerText, forKey: .spoilerText) }
        if isSensitive { try fields.encode(true, forKey: .sensitive) }
        if let language, !language.isEmpty { try fields.encode(language, forKey: .language) }
        if let poll {
            var pollFields = fields.nestedContainer(keyedBy: PollField.self, forKey: .poll)
            try pollFields.encode(poll.options, forKey: .options)
            try pollFields.encode(poll.expiresInSeconds, forKey: .expiresIn)
            try pollFields.encode(poll.allowsMultiple, forKey: .multiple)
        }
        try fields.encodeIfPresent(quotedStatusId, forKey: .quotedStatusId)
        try fields.encodeIfPresent(scheduledAt.map(MastodonDate.format), forKey: .scheduledAt)
        try fields.encodeIfPresent(quoteApprovalPolicy, forKey: .quoteApprovalPolicy)
    }
}
