import FoundationEssentials

/// One version of an edited post as the history screen shows it: clean text, no HTML.
public struct PostVersion: Sendable, Equatable {
    /// When this version was written: the post's own time for the first, the edit's for the others.
    public var createdAt: Date?
    public var caption: String
    public var contentWarning: String
    public var isSensitive: Bool
    /// Each photo's alt text, in the post's order; empty for a photo without one.
    public var altTexts: [String]

    public init(createdAt: Date?, caption: String, contentWarning: String = "", isSensitive: Bool = false, altTexts: [String] = []) {
        self.createdAt = createdAt
        self.caption = caption
        self.contentWarning = contentWarning
        self.isSensitive = isSensitive
        self.altTexts = altTexts
    }
}
