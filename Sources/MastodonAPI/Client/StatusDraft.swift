/// What a new status says and who may see it.
public struct StatusDraft: Sendable, Equatable {
    public var text: String
    public var mediaIds: [String]
    public var inReplyToId: String?
    public var visibility: StatusEntity.Visibility?
    public var spoilerText: String?

    public init(
        text: String, mediaIds: [String] = [], inReplyToId: String? = nil,
        visibility: StatusEntity.Visibility? = nil, spoilerText: String? = nil
    ) {
        self.text = text
        self.mediaIds = mediaIds
        self.inReplyToId = inReplyToId
        self.visibility = visibility
        self.spoilerText = spoilerText
    }
}
