/// The parts of `/api/v2/instance` (or v1) the client needs.
public struct InstanceEntity: Decodable, Sendable, Equatable {
    public var domain: String
    public var title: String
    public var maxCharacters: Int
    /// How many photos one post may carry.
    public var maxMediaAttachments: Int
    /// What a link counts for against `maxCharacters`, however long it is.
    public var charactersReservedPerURL: Int
    /// The longest alt text a photo may have.
    public var maxDescriptionCharacters: Int
    /// The largest picture, in bytes, the server takes.
    public var imageSizeLimit: Int

    public init(
        domain: String, title: String, maxCharacters: Int, maxMediaAttachments: Int = Self.defaultMaxMediaAttachments,
        charactersReservedPerURL: Int = Self.defaultCharactersReservedPerURL,
        maxDescriptionCharacters: Int = Self.defaultMaxDescriptionCharacters, imageSizeLimit: Int = Self.defaultImageSizeLimit
    ) {
        self.domain = domain
        self.title = title
        self.maxCharacters = maxCharacters
        self.maxMediaAttachments = maxMediaAttachments
        self.charactersReservedPerURL = charactersReservedPerURL
        self.maxDescriptionCharacters = maxDescriptionCharacters
        self.imageSizeLimit = imageSizeLimit
    }

    enum CodingKeys: String, CodingKey {
        case domain, uri, title, configuration
    }

    enum ConfigurationKeys: String, CodingKey {
        case statuses
        case mediaAttachments = "media_attachments"
    }

    enum StatusesKeys: String, CodingKey {
        case maxCharacters = "max_characters"
        case maxMediaAttachments = "max_media_attachments"
        case charactersReservedPerURL = "characters_reserved_per_url"
    }

    enum MediaKeys: String, CodingKey {
        case descriptionLimit = "description_limit"
        case imageSizeLimit = "image_size_limit"
    }

    /// The limits Mastodon has used since its first releases; servers that do not say use them too.
    public static let defaultMaxCharacters = 500
    public static let defaultMaxMediaAttachments = 4
    public static let defaultCharactersReservedPerURL = 23
    public static let defaultMaxDescriptionCharacters = 1500
    /// Mastodon's limit for pictures: 16 MB.
    public static let defaultImageSizeLimit = 16 * 1024 * 1024

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        domain = container.lenientString(.domain) ?? container.lenientString(.uri) ?? ""
        title = container.lenientString(.title) ?? ""
        let configuration = try? container.nestedContainer(keyedBy: ConfigurationKeys.self, forKey: .configuration)
        let statuses = try? configuration?.nestedContainer(keyedBy: StatusesKeys.self, forKey: .statuses)
        let media = try? configuration?.nestedContainer(keyedBy: MediaKeys.self, forKey: .mediaAttachments)
        maxCharacters = Self.positive(statuses?.lenientInt(.maxCharacters)) ?? Self.defaultMaxCharacters
        maxMediaAttachments = Self.positive(statuses?.lenientInt(.maxMediaAttachments)) ?? Self.defaultMaxMediaAttachments
        charactersReservedPerURL =
            Self.positive(statuses?.lenientInt(.charactersReservedPerURL)) ?? Self.defaultCharactersReservedPerURL
        maxDescriptionCharacters = Self.positive(media?.lenientInt(.descriptionLimit)) ?? Self.defaultMaxDescriptionCharacters
        imageSizeLimit = Self.positive(media?.lenientInt(.imageSizeLimit)) ?? Self.defaultImageSizeLimit
    }

    private static func positive(_ value: Int?) -> Int? {
        value.flatMap { $0 > 0 ? $0 : nil }
    }
}
