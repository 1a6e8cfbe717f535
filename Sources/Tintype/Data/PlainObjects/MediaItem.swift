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
    /// Width over height, where the server said: the photo's place is kept at its shape while
    /// its likeness stands in for it.
    public var aspectRatio: Double?

    /// The picture drawn for it in full: a photo's original (else its small copy), or the still
    /// a server makes of a video or an animation; nil where there is no still.
    public var stillAddress: String? {
        kind == .photo ? url ?? previewURL : previewURL.flatMap { $0 != url ? $0 : nil }
    }

    /// The picture drawn for it small, in a list: a photo's small copy, or the still.
    public var thumbnailAddress: String? {
        kind == .photo ? previewURL ?? url : stillAddress
    }

    public init(
        kind: Kind, altText: String?, url: String?, previewURL: String? = nil, blurhash: String? = nil, isSensitive: Bool = false,
        aspectRatio: Double? = nil
    ) {
        self.aspectRatio = aspectRatio
        self.kind = kind
        self.altText = altText
        self.url = url
        self.previewURL = previewURL
        self.blurhash = blurhash
        self.isSensitive = isSensitive
    }
}
