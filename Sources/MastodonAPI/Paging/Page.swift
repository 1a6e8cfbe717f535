import FoundationEssentials

/// One page of a paged endpoint, with where the next and previous pages are.
public struct Page<Item: Sendable>: Sendable {
    public var items: [Item]
    /// The request for older items, from `rel="next"`; nil at the end of the timeline.
    public var older: PageRequest?
    /// The request for newer items, from `rel="prev"`.
    public var newer: PageRequest?

    public init(items: [Item], older: PageRequest?, newer: PageRequest?) {
        self.items = items
        self.older = older
        self.newer = newer
    }

    /// Builds the page cursors from a Link header, keeping only the ids, never the server's URL:
    /// the next request is built against the configured instance, so a hostile Link header
    /// cannot send the token elsewhere.
    public init(items: [Item], linkHeader: String?, limit: Int) {
        let links = linkHeader.map(LinkHeader.parse) ?? [:]
        self.items = items
        self.older = links["next"].flatMap { Self.queryValue("max_id", in: $0) }.map { PageRequest.older(than: $0, limit: limit) }
        self.newer = links["prev"].flatMap { Self.queryValue("min_id", in: $0) ?? Self.queryValue("since_id", in: $0) }
            .map { PageRequest.newer(than: $0, limit: limit) }
    }

    private static func queryValue(_ name: String, in url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }
}
