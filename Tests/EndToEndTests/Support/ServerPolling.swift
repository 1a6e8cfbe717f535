import Foundation
import MastodonAPI
import TestSupport

/// What the server holds, asked again until it is as a test expects or 30 s have passed.
enum ServerPolling {
    /// How the client's account stands with another, once the condition holds (or as it last was).
    static func relationship(
        of client: MastodonClient, with accountId: String, until condition: (RelationshipEntity) -> Bool
    ) async throws -> RelationshipEntity {
        try await Polling.value({ try await client.relationship(accountId: accountId) }, until: condition)
    }

    /// How `user` stands with the account, as the server's JSON says (the fields the client does
    /// not read too), once the condition holds (or as it last was).
    static func relationshipJSON(
        of user: String, with accountId: String, on server: DemoServer, until condition: ([String: Any]) -> Bool
    ) async throws -> [String: Any] {
        try await Polling.value(
            {
                let answer = try await server.json(at: "/api/v1/accounts/relationships?id[]=\(accountId)", as: user) as? [[String: Any]]
                return answer?.first ?? [:]
            }, until: condition)
    }
}
