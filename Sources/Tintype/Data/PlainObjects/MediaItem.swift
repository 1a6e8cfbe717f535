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
    /// How long a video or an animation runs, in seconds, where the server said.
    public var durationSeconds: Double?

    /// Whether it moves: a video or an animation (a GIF, Mastodon's `gifv`).
    public var moves: Bool { kind == .video || kind == .animation }

    /// The picture drawn for it in full: a photo's original (else its small copy), the still a
    /// server makes of a video or an animation, or where it made none the video itself, whose
    /// first frame is drawn; nil for a sound or another file.
    public var stillAddress: String? {
        switch kind {
        case .photo: url ?? previewURL
        case .video, .animation: previewURL ?? url
        case .audio, .other: previewURL.flatMap { $0 != url ? $0 : nil }
        }
    }

    /// The picture drawn for it small, in a list: a photo's small copy, or the still.
    public var thumbnailAddress: String? {
        kind == .photo ? previewURL ?? url : stillAddress
    }

    public init(
        kind: Kind, altText: String?, url: String?, previewURL: String? = nil, blurhash: String? = nil, isSensitive: Bool = false,
        aspectRatio: Double? = nil, durationSeconds: Double? = nil
    ) {
        self.aspectRatio = aspectRatio
        self.durationSeconds = durationSeconds
        self.kind = kind
        self.altText = altText
        self.url = url
        self.previewURL = previewURL
        self.blurhash = blurhash
        self.isSensitive = isSensitive
    }
}
