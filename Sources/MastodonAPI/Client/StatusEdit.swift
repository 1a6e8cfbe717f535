/// A change to one of my statuses: its text, warning, sensitivity and each photo's alt text.
public struct StatusEdit: Sendable, Equatable {
    public var text: String
    public var spoilerText: String
    public var isSensitive: Bool
    /// The photos it keeps, in order, by id, each with its alt text.
    public var media: [(id: String, description: String)]

    public init(text: String, spoilerText: String = "", isSensitive: Bool = false, media: [(id: String, description: String)] = []) {
        self.text = text
        self.spoilerText = spoilerText
        self.isSensitive = isSensitive
        self.media = media
    }

    public static func == (lhs: StatusEdit, rhs: StatusEdit) -> Bool {
        lhs.text == rhs.text && lhs.spoilerText == rhs.spoilerText && lhs.isSensitive == rhs.isSensitive
            && lhs.media.map(\.id) == rhs.media.map(\.id) && lhs.media.map(\.description) == rhs.media.map(\.description)
    }
}

/// The JSON `PUT /api/v1/statuses/:id` reads; each photo's alt text goes as `media_attributes`.
extension StatusEdit: Encodable {
    private enum Field: String, CodingKey {
        case status
        case spoilerText = "spoiler_text"
        case sensitive
        case mediaIds = "media_ids"
        case mediaAttributes = "media_attributes"
    }

    private struct MediaAttribute: Encodable {
        var id: String
        var description: String
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: Field.self)
        try fields.encode(text, forKey: .status)
        try fields.encode(spoilerText, forKey: .spoilerText)
        try fields.encode(isSensitive, forKey: .sensitive)
        guard !media.isEmpty else { return }
        try fields.encode(media.map(\.id), forKey: .mediaIds)
        try fields.encode(media.map { MediaAttribute(id: $0.id, description: $0.description) }, forKey: .mediaAttributes)
    }
}
