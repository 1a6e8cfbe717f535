import Foundation
import MastodonAPI
import TestSupport

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

    /// How `user` stands with the account, as the server's JSON says (the fields the client does
    /// not read too), once the condition holds (or as it last was).
    static func relationshipJSON(
        of user: String, with accountId: String, on server: DemoServer, until condition: ([String: Any]) -> Bool
    ) async throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(30)
        while true {
            let answer = try await server.json(at: "/api/v1/accounts/relationships?id[]=\(accountId)", as: user) as? [[String: Any]]
            let relationship = answer?.first ?? [:]
            if condition(relationship) || Date() >= deadline { return relationship }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}
