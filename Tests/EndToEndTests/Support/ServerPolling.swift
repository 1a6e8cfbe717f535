import Foundation
import MastodonAPI

/// What the server holds, asked again until it is as a test expects or 30 s have passed.
enum ServerPolling {
    /// How the client's account stands with another, once the condition holds (or as it last was).
    static func relationship(
        of client: MastodonClient, with accountId: String, until condition: (RelationshipEntity) -> Bool
    ) async throws -> RelationshipEntity {
        let deadline = Date().addingTimeInterval(30)
        var relationship = try await client.relationship(accountId: accountId)
        while !condition(relationship), Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
            relationship = try await client.relationship(accountId: accountId)
        }
        return relationship
    }
}
