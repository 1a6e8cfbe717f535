/// One of my filters a status matched (an entry of `filtered` on statuses): its title, and what
/// it asks of a client.
public struct FilterResultEntity: Decodable, Sendable, Equatable {
    public var title: String
    /// `hide` leaves the status out; `warn` (and any action unknown here) shows the title in its
    /// place until asked; `blur` hides its media.
    public var action: String

    public var hides: Bool { action == "hide" }

    public init(title: String, action: String) {
        self.title = title
        self.action = action
    }

    enum CodingKeys: String, CodingKey { case filter }
    enum FilterKeys: String, CodingKey {
        case title
        case action = "filter_action"
    }

    public init(from decoder: any Decoder) throws {
        let filter = try decoder.container(keyedBy: CodingKeys.self).nestedContainer(keyedBy: FilterKeys.self, forKey: .filter)
        title = filter.lenientString(.title) ?? ""
        action = filter.lenientString(.action) ?? "warn"
    }
}
