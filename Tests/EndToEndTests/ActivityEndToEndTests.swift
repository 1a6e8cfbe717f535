import Foundation
import MastodonAPI
import TestSupport
import Testing

/// What happened to me, against the demo instance.
@Suite(.serialized)
struct ActivityEndToEndTests {
    @Test func testThatTheNotificationsCommandSaysWhoCommentedAndWhoLiked() async throws {
        try await DemoServer.run { server in
            // given: Ada's post, liked by Grace, then commented on by her
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Tide tables for Thursday"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let grace = try server.client(as: "grace")
            _ = try await grace.favourite(statusId: postId)
            _ = try await grace.publishStatus(
                StatusDraft(text: "@ada High water at six", inReplyToId: postId), idempotencyKey: UUID().uuidString)
            // when
            let printed = try tintype.run(["notifications"], instance: server.baseURL, token: "ada_token")
            // then
            #expect(
                printed.hasPrefix("Grace Hopper @grace commented on your post · now · id ")
                    && printed.contains(
                        "@ada High water at six\n\nGrace Hopper @grace liked your post · now · id \(postId)\nTide tables for Thursday"),
                "\(printed)")
        }
    }

    @Test func testThatTheFollowsKindListsOnlyFollows() async throws {
        try await DemoServer.run { server in
            // given: the seed's three follows of Ada, and a like of hers
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Knots and splices"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            _ = try await server.client(as: "grace").favourite(statusId: postId)
            // when
            let printed = try tintype.run(["notifications", "--kind", "follows"], instance: server.baseURL, token: "ada_token")
            // then
            let lines = printed.split(separator: "\n")
            #expect(lines.count == 3 && lines.allSatisfy { $0.contains("followed you") }, "\(printed)")
        }
    }
}
