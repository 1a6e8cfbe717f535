/// Which slice of a timeline to ask for.
public struct PageRequest: Sendable, Equatable {
    /// Posts older than this id.
    public var maxId: String?
    /// Posts newer than this id, the oldest of them first.
    public var minId: String?
    public var limit: Int

    /// The most posts or accounts Mastodon hands out in one page: what every list asks for.
    public static let fullPage = 40

    public init(maxId: String? = nil, minId: String? = nil, limit: Int = fullPage) {
        self.maxId = maxId
        self.minId = minId
        self.limit = limit
    }

    public static func newest(limit: Int = fullPage) -> PageRequest { PageRequest(limit: limit) }
    public static func older(than id: String, limit: Int = fullPage) -> PageRequest { PageRequest(maxId: id, limit: limit) }
    public static func newer(than id: String, limit: Int = fullPage) -> PageRequest { PageRequest(minId: id, limit: limit) }
}
