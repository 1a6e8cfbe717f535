import MastodonAPI
import Tintype

/// Home's read position as the server's home marker.
public struct ReadMarkerServiceImplementation: ReadMarkerService {
    private let client: MastodonClient

    public init(client: MastodonClient) {
        self.client = client
    }

    public func obtainHomeReadPosition() async throws -> String? {
        try await client.homeMarker()?.lastReadId
    }

    public func saveHomeReadPosition(postId: String) async throws {
        try await client.saveHomeMarker(lastReadId: postId)
    }
}
