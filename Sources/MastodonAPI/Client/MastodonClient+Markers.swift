import FoundationEssentials

/// Where the account stopped reading, kept on the server for every client of it
/// (`/api/v1/markers`): its notifications, and its home timeline.
extension MastodonClient {
    /// Where the account stopped reading its notifications; nil when no client has said yet.
    public func notificationsMarker() async throws -> MarkerEntity? {
        try await marker(of: .notifications)
    }

    /// Moves the notifications marker, for every client of the account.
    public func saveNotificationsMarker(lastReadId: String) async throws {
        try await saveMarker(of: .notifications, lastReadId: lastReadId)
    }

    /// Where the account stopped reading its home timeline; nil when no client has said yet.
    public func homeMarker() async throws -> MarkerEntity? {
        try await marker(of: .home)
    }

    /// Moves the home marker, for every client of the account.
    public func saveHomeMarker(lastReadId: String) async throws {
        try await saveMarker(of: .home, lastReadId: lastReadId)
    }

    private func marker(of timeline: Markers.CodingKeys) async throws -> MarkerEntity? {
        let response = try await perform(.get, "/api/v1/markers", query: [URLQueryItem(name: "timeline[]", value: timeline.rawValue)])
        let markers = try decode(Markers.self, from: response)
        return timeline == .home ? markers.home : markers.notifications
    }

    private func saveMarker(of timeline: Markers.CodingKeys, lastReadId: String) async throws {
        let body = try JSONEncoder().encode([timeline.rawValue: ["last_read_id": lastReadId]])
        _ = try await perform(.post, "/api/v1/markers", body: body, contentType: "application/json")
    }

    private struct Markers: Decodable {
        var home: MarkerEntity?
        var notifications: MarkerEntity?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            home = container.lenient(MarkerEntity.self, .home)
            notifications = container.lenient(MarkerEntity.self, .notifications)
        }

        enum CodingKeys: String, CodingKey { case home, notifications }
    }
}
