import Foundation
import MastodonAPI
import TestSupport
import Testing

/// What happened to me, against the demo instance: the Activity tab in the real binary, in tmux,
/// and `tintype notifications`.
@Suite(.serialized)
struct ActivityEndToEndTests {
    /// Ada's app in a new pane, on her Activity tab.
    private func openActivity(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "ada_token"), columns: 110)
        try await session.screenShowing { $0.contains("online ·") }
        try session.send("3")
        try await session.screenShowing { $0.contains("v: show · m: posts I liked") && $0.contains("followed you") }
        return session
    }

    private static func line(of screen: String, containing words: String...) -> Substring? {
        screen.split(separator: "\n").first { line in words.allSatisfy { line.contains($0) } }
    }

    @Test func testThatACommentAndAFollowArriveWhileTheTabIsOpenAndTheCommentOpensItsThread() async throws {
        try await DemoServer.run { server in
            // given: Ada's post, and her Activity tab open
            let tintype = try TintypeBinary()
            let postId = try tintype.run(["post", "Tide tables for Thursday"], instance: server.baseURL, token: "ada_token")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let session = try await openActivity(tintype, on: server)
            defer { session.close() }

            // when: Grace comments on the post and follows Ada anew, and nobody touches a key
            let grace = try server.client(as: "grace")
            let ada = try await grace.lookupAccount(handle: "ada")
            _ = try await grace.publishStatus(
                StatusDraft(text: "@ada High water at six", inReplyToId: postId), idempotencyKey: UUID().uuidString)
            _ = try await grace.unfollow(accountId: ada.id)
            _ = try await grace.follow(accountId: ada.id)
            let both = try await session.screenShowing {
                Self.line(of: $0, containing: "Grace Hopper commented on your post") != nil
                    && Self.line(of: $0, containing: "Grace Hopper", "followed you") != nil
            }
            // and the comments alone are shown, and the comment opened
            try session.send("v", "v")
            try await session.screenShowing { $0.contains("Activity · comments and mentions") && $0.contains("“@ada High water at six”") }
            try session.send("Enter")
            let thread = try await session.screenShowing {
                $0.contains("Post by Ada Lovelace") && ScreenReading.selectedLines(in: $0).contains { $0.contains("High water at six") }
            }

            // then
            #expect(both.contains("“@ada High water at six”"), "\(both)")
            #expect(thread.contains("Tide tables for Thursday"), "\(thread)")
        }
    }

    @Test func testThatAFollowRequestAcceptedInTheAppReachesTheServer() async throws {
        try await DemoServer.run { server in
            // given: Ada's account locked, and Katherine asking to follow her anew
            try await server.lockAccount(of: "ada")
            let katherine = try server.client(as: "katherine")
            let ada = try await katherine.lookupAccount(handle: "ada")
            _ = try await katherine.unfollow(accountId: ada.id)
            _ = try await katherine.follow(accountId: ada.id)
            let katherineId = try await server.client(as: "ada").lookupAccount(handle: "katherine").id
            let tintype = try TintypeBinary()
            let session = try await openActivity(tintype, on: server)
            defer { session.close() }
            try session.send("v", "v", "v")
            try await session.screenShowing {
                $0.contains("Activity · follows and requests")
                    && ScreenReading.selectedLines(in: $0).contains { $0.contains("Katherine Johnson asked to follow you") }
            }

            // when
            try session.send("a")
            let answered = try await session.screenShowing { $0.contains("@katherine now follows you") }
            let followsNow = try await ServerPolling.relationship(of: server.client(as: "ada"), with: katherineId) { $0.isFollowedBy }
                .isFollowedBy

            // then
            #expect(answered.contains("accepted: follows you now"), "\(answered)")
            #expect(followsNow, "the server does not have Katherine following Ada")
        }
    }
    @Test func testThatAFollowBackInActivityShowsOnTheProfileOpenInExplore() async throws {
        try await DemoServer.run { server in
            // given: Ada no longer follows Grace, who follows her anew; Grace's profile open on Explore
            let ada = try server.client(as: "ada")
            let grace = try server.client(as: "grace")
            let graceId = try await ada.lookupAccount(handle: "grace").id
            _ = try await ada.unfollow(accountId: graceId)
            let adaId = try await grace.lookupAccount(handle: "ada").id
            _ = try await grace.unfollow(accountId: adaId)
            _ = try await grace.follow(accountId: adaId)
            let tintype = try TintypeBinary()
            let session = try await openActivity(tintype, on: server)
            defer { session.close() }
            try session.send("2", "/", "g", "r", "a")
            try await session.screenShowing { $0.contains("Grace Hopper @grace@") }
            try session.send("Enter", "Enter")
            let before = try await session.screenShowing { $0.contains("Compilers, nanoseconds") && $0.contains("follows you") }

            // when: Grace's follow followed back from Activity, then back to Explore with no key to fetch
            try session.send("3", "g")
            try await session.screenShowing {
                ScreenReading.selectedLines(in: $0).contains { $0.contains("Grace Hopper") && $0.contains("followed you") }
            }
            try session.send("f")
            // The follow is on the server; the status line's word for it can give way at once to
            // the activity's page, asked for when the tab came to the front.
            _ = try await ServerPolling.relationship(of: ada, with: graceId) { $0.isFollowing }
            try session.send("2")
            let after = try await session.screenShowing { $0.contains("Compilers, nanoseconds") && $0.contains("you follow") }

            // then
            #expect(!before.contains("you follow"), "\(before)")
            #expect(after.contains("you follow"), "\(after)")
        }
    }

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
