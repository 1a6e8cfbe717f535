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
    /// The largest video, in bytes, the server takes.
    public var videoSizeLimit: Int
    /// The most frames a second, pixels a frame, and frames in all a video may have; nil where
    /// the server does not say.
    public var videoFrameRateLimit: Int?
    public var videoMatrixLimit: Int?
    public var videoFrameLimit: Int?
    /// How many options a poll may have, how long each may be, and how short and long (in
    /// seconds) it may stay open.
    public var maxPollOptions = Self.defaultMaxPollOptions
    public var maxCharactersPerPollOption = Self.defaultMaxCharactersPerPollOption
    public var minPollExpiration = Self.defaultMinPollExpiration
    public var maxPollExpiration = Self.defaultMaxPollExpiration

    public init(
        domain: String, title: String, maxCharacters: Int, maxMediaAttachments: Int = Self.defaultMaxMediaAttachments,
        charactersReservedPerURL: Int = Self.defaultCharactersReservedPerURL,
        maxDescriptionCharacters: Int = Self.defaultMaxDescriptionCharacters, imageSizeLimit: Int = Self.defaultImageSizeLimit,
        videoSizeLimit: Int = Self.defaultVideoSizeLimit, videoFrameRateLimit: Int? = nil, videoMatrixLimit: Int? = nil,
        videoFrameLimit: Int? = nil
    ) {
        self.domain = domain
        self.title = title
        self.maxCharacters = maxCharacters
        self.maxMediaAttachments = maxMediaAttachments
        self.charactersReservedPerURL = charactersReservedPerURL
        self.maxDescriptionCharacters = maxDescriptionCharacters
        self.imageSizeLimit = imageSizeLimit
        self.videoSizeLimit = videoSizeLimit
        self.videoFrameRateLimit = videoFrameRateLimit
        self.videoMatrixLimit = videoMatrixLimit
        self.videoFrameLimit = videoFrameLimit
    }

    enum CodingKeys: String, CodingKey {
        case domain, uri, title, configuration
    }

    enum ConfigurationKeys: String, CodingKey {
        case statuses
        case mediaAttachments = "media_attachments"
        case polls
    }

    enum PollsKeys: String, CodingKey {
        case maxOptions = "max_options"
        case maxCharactersPerOption = "max_characters_per_option"
        case minExpiration = "min_expiration"
        case maxExpiration = "max_expiration"
    }

    enum StatusesKeys: String, CodingKey {
        case maxCharacters = "max_characters"
        case maxMediaAttachments = "max_media_attachments"
        case charactersReservedPerURL = "characters_reserved_per_url"
    }

    enum MediaKeys: String, CodingKey {
        case descriptionLimit = "description_limit"
        case imageSizeLimit = "image_size_limit"
        case videoSizeLimit = "video_size_limit"
        case videoFrameRateLimit = "video_frame_rate_limit"
        case videoMatrixLimit = "video_matrix_limit"
        case videoFrameLimit = "video_frame_limit"
    }

    /// The limits Mastodon has used since its first releases; servers that do not say use them too.
    public static let defaultMaxCharacters = 500
    public static let defaultMaxMediaAttachments = 4
    public static let defaultCharactersReservedPerURL = 23
    public static let defaultMaxDescriptionCharacters = 1500
    /// Mastodon's limit for pictures: 16 MB.
    public static let defaultImageSizeLimit = 16 * 1024 * 1024
    /// Mastodon's limit for videos: 99 MB.
    public static let defaultVideoSizeLimit = 99 * 1024 * 1024
    /// Mastodon's poll limits: four options of 50 characters, open from five minutes to a month.
    public static let defaultMaxPollOptions = 4
    public static let defaultMaxCharactersPerPollOption = 50
    public static let defaultMinPollExpiration = 300
    public static let defaultMaxPollExpiration = 2_629_746

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
        videoSizeLimit = Self.positive(media?.lenientInt(.videoSizeLimit)) ?? Self.defaultVideoSizeLimit
        videoFrameRateLimit = Self.positive(media?.lenientInt(.videoFrameRateLimit))
        videoMatrixLimit = Self.positive(media?.lenientInt(.videoMatrixLimit))
        videoFrameLimit = Self.positive(media?.lenientInt(.videoFrameLimit))
        let polls = try? configuration?.nestedContainer(keyedBy: PollsKeys.self, forKey: .polls)
        maxPollOptions = Self.positive(polls?.lenientInt(.maxOptions)) ?? Self.defaultMaxPollOptions
        maxCharactersPerPollOption = Self.positive(polls?.lenientInt(.maxCharactersPerOption)) ?? Self.defaultMaxCharactersPerPollOption
        minPollExpiration = Self.positive(polls?.lenientInt(.minExpiration)) ?? Self.defaultMinPollExpiration
        maxPollExpiration = max(minPollExpiration, Self.positive(polls?.lenientInt(.maxExpiration)) ?? Self.defaultMaxPollExpiration)
    }

    private static func positive(_ value: Int?) -> Int? {
        value.flatMap { $0 > 0 ? $0 : nil }
    }
}
