/// A photo, video or other file attached to a status.
public struct MediaAttachmentEntity: Codable, Sendable, Equatable {
    /// The kind of media; servers add kinds over time, so anything new reads as `unknown`.
    public enum Kind: String, Codable, Sendable {
        case image, gifv, video, audio, unknown

        public init(from decoder: any Decoder) throws {
            let raw = (try? decoder.singleValueContainer().decode(String.self)) ?? ""
            self = Kind(rawValue: raw) ?? .unknown
        }
    }

    public var id: String
    public var kind: Kind
    public var url: String?
    public var previewURL: String?
    public var description: String?
    public var blurhash: String?
    /// Width over height of the original, where the server says (`meta.original`, else
    /// `meta.small`), so its place can be kept before it arrives.
    public var aspectRatio: Double?
    /// How long a video or an animation runs, in seconds, where the server says
    /// (`meta.original.duration`).
    public var durationSeconds: Double?

    enum CodingKeys: String, CodingKey {
        case id, url, description, blurhash, meta
        case kind = "type"
        case previewURL = "preview_url"
    }

    public init(
        id: String, kind: Kind, url: String? = nil, previewURL: String? = nil, description: String? = nil, blurhash: String? = nil,
        aspectRatio: Double? = nil, durationSeconds: Double? = nil
    ) {
        self.durationSeconds = durationSeconds
        self.id = id
        self.kind = kind
        self.url = url
        self.previewURL = previewURL
        self.description = description
        self.blurhash = blurhash
        self.aspectRatio = aspectRatio
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(.id) ?? ""
        kind = container.lenient(Kind.self, .kind) ?? .unknown
        url = container.lenientString(.url)
        previewURL = container.lenientString(.previewURL)
        description = container.lenientString(.description)
        blurhash = container.lenientString(.blurhash)
        let meta = container.lenient(Meta.self, .meta)
        aspectRatio = meta?.original?.aspectRatio ?? meta?.small?.aspectRatio
        durationSeconds = meta?.original?.duration.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(previewURL, forKey: .previewURL)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(blurhash, forKey: .blurhash)
        if aspectRatio != nil || durationSeconds != nil {
            let original = Meta.Size(width: nil, height: nil, aspect: aspectRatio, duration: durationSeconds)
            try container.encode(Meta(original: original, small: nil), forKey: .meta)
        }
    }

    /// The sizes a server gives an attachment; every part may be missing or of the wrong type.
    struct Meta: Codable {
        struct Size: Codable {
            var width: Double?
            var height: Double?
            var aspect: Double?
            var duration: Double?

            init(width: Double?, height: Double?, aspect: Double?, duration: Double? = nil) {
                self.width = width
                self.height = height
                self.aspect = aspect
                self.duration = duration
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                width = try? container.decodeIfPresent(Double.self, forKey: .width)
                height = try? container.decodeIfPresent(Double.self, forKey: .height)
                aspect = try? container.decodeIfPresent(Double.self, forKey: .aspect)
                duration = try? container.decodeIfPresent(Double.self, forKey: .duration)
            }

            /// Width over height: the sizes where both are there, else the aspect given; nil
            /// for anything not a finite ratio above zero.
            var aspectRatio: Double? {
                let ratio = width.flatMap { width in height.map { width / $0 } } ?? aspect
                return ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            }
        }

        var original: Size?
        var small: Size?

        init(original: Size?, small: Size?) {
            self.original = original
            self.small = small
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            original = try? container.decodeIfPresent(Size.self, forKey: .original)
            small = try? container.decodeIfPresent(Size.self, forKey: .small)
        }
    }
}
