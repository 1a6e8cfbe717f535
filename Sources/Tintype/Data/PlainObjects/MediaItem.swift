/// One photo (or video) of a post.
public struct MediaItem: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case photo, animation, video, audio, other
    }

    public var kind: Kind
    /// The description the author wrote for people who cannot see the picture; clean text.
    public var altText: String?
    /// The original, for the external viewer.
    public var url: String?
    /// A smaller copy servers make for lists; the original where there is none.
    public var previewURL: String?
    /// The picture's likeness in a few bytes (blurha.sh), drawn while it loads.
    public var blurhash: String?
    /// The author marked the post's media sensitive: it stays blurred until revealed.
    public var isSensitive: Bool

    /// Where the picture in full is fetched from: the original, else the small copy.
    public var fullSizeAddress: String? { url ?? previewURL }

    public init(
        kind: Kind, altText: String?, url: String?, previewURL: String? = nil, blurhash: String? = nil, isSensitive: Bool = false
    ) {
        self.kind = kind
        self.altText = altText
        self.url = url
        self.previewURL = previewURL
        self.blurhash = blurhash
        self.isSensitive = isSensitive
    }
}
