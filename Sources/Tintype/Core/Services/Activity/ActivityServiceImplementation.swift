import MastodonAPI

/// Notifications over the client, a page of 40 (the most servers give at once).
public struct ActivityServiceImplementation: ActivityService {
    private let client: MastodonClient

    public init(client: MastodonClient) {
        self.client = client
    }

    public func obtainNewestNotifications(ofTypes types: [String]) async throws -> [NotificationEntity] {
        try await client.notifications(types: types, .newest(limit: 40)).items
    }
}
