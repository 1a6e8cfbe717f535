/// What a new status says and who may see it.
public struct StatusDraft: Sendable, Equatable {
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

    public init(
        text: String, mediaIds: [String] = [], inReplyToId: String? = nil,
        visibility: StatusEntity.Visibility? = nil, spoilerText: String? = nil, isSensitive: Bool = false, language: String? = nil
    ) {
        self.text = text
        self.mediaIds = mediaIds
        self.inReplyToId = inReplyToId
        self.visibility = visibility
        self.spoilerText = spoilerText
        self.isSensitive = isSensitive
        self.language = language
    }
}
