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

    enum CodingKeys: String, CodingKey {
        case id, url, description, blurhash
        case kind = "type"
        case previewURL = "preview_url"
    }

    public init(id: String, kind: Kind, url: String? = nil, previewURL: String? = nil, description: String? = nil, blurhash: String? = nil)
    {
        self.id = id
        self.kind = kind
        self.url = url
        self.previewURL = previewURL
        self.description = description
        self.blurhash = blurhash
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientString(.id) ?? ""
        kind = container.lenient(Kind.self, .kind) ?? .unknown
        url = container.lenientString(.url)
        previewURL = container.lenientString(.previewURL)
        description = container.lenientString(.description)
        blurhash = container.lenientString(.blurhash)
    }
}
