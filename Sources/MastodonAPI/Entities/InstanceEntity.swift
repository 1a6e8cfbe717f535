/// The parts of `/api/v2/instance` (or v1) the client needs.
public struct InstanceEntity: Decodable, Sendable, Equatable {
    public var domain: String
    public var title: String
    public var maxCharacters: Int

    public init(domain: String, title: String, maxCharacters: Int) {
        self.domain = domain
        self.title = title
        self.maxCharacters = maxCharacters
    }

    enum CodingKeys: String, CodingKey {
        case domain, uri, title, configuration
    }

    enum ConfigurationKeys: String, CodingKey { case statuses }
    enum StatusesKeys: String, CodingKey { case maxCharacters = "max_characters" }

    /// The limit Mastodon has used since its first release; servers that do not say use it too.
    public static let defaultMaxCharacters = 500

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        domain = container.lenientString(.domain) ?? container.lenientString(.uri) ?? ""
        title = container.lenientString(.title) ?? ""
        let statuses = try? container.nestedContainer(keyedBy: ConfigurationKeys.self, forKey: .configuration)
            .nestedContainer(keyedBy: StatusesKeys.self, forKey: .statuses)
        let limit = statuses?.lenientInt(.maxCharacters) ?? 0
        maxCharacters = limit > 0 ? limit : Self.defaultMaxCharacters
    }
}
