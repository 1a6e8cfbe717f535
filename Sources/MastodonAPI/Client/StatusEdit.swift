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
