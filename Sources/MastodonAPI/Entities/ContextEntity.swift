/// The thread around a status, from `/api/v1/statuses/:id/context`: what it answers and what
/// answers it, each list in the server's order.
public struct ContextEntity: Decodable, Sendable {
    public let ancestors: [StatusEntity]
    public let descendants: [StatusEntity]

    public init(ancestors: [StatusEntity], descendants: [StatusEntity]) {
        self.ancestors = ancestors
        self.descendants = descendants
    }

    enum CodingKeys: String, CodingKey {
        case ancestors, descendants
    }

    /// A missing list is an empty one, and an unreadable status is skipped, as in a timeline.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ancestors = (try? container.decode(LenientList<StatusEntity>.self, forKey: .ancestors))?.elements ?? []
        descendants = (try? container.decode(LenientList<StatusEntity>.self, forKey: .descendants))?.elements ?? []
    }
}
