/// One photo (or video) of a post.
public struct MediaItem: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case photo, animation, video, audio, other
    }

    public var kind: Kind
    /// The description the author wrote for people who cannot see the picture; clean text.
    public var altText: String?
    public var url: String?

    public init(kind: Kind, altText: String?, url: String?) {
        self.kind = kind
        self.altText = altText
        self.url = url
    }
}
