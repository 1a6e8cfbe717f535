import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Editing and taking down my post, from the app and with `tintype edit` and `tintype delete`,
/// against the demo instance, checked through its API.
@Suite(.serialized)
struct EditAndDeleteEndToEndTests {
    /// Alan's post with a photo; its id.
    private func alansPost(_ tintype: TintypeBinary, on server: DemoServer) throws -> String {
        let photo = DemoServer.packageRoot.appendingPathComponent("Resources/Demo/Photos/coffee.jpg").path
        return try tintype.run(
            ["post", "--media", photo, "--alt", "A cup of black coffee", "Morning ritual"], instance: server.baseURL, token: "alan_token"
        )
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the server until the post is gone, or the deadline passed; answers whether it went.
    /// The delete goes through the outbox, which tries again 5, 10 and 20 s after an attempt that
    /// did not get through, as one on a machine busy beside the tests may not: the deadline lets
    /// those tries come.
    private func isGone(_ postId: String, on server: DemoServer, within timeout: TimeInterval = 90) async throws -> Bool {
        let client = try server.client(as: "alan")
        return try await Polling.holds(upTo: timeout) {
            do {
                _ = try await client.status(id: postId)
                return false
            } catch MastodonError.notFound {
                return true
            }
        }
    }

    /// Alan's app with his newest post open in full.
    private func openNewestPost(_ tintype: TintypeBinary, on server: DemoServer) async throws -> TmuxSession {
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
        try await session.screenShowing { $0.contains("online ·") && $0.contains("Morning ritual") }
        try session.send("g", "Enter")
        // The post opened is the one just written, not another of Alan's above it.
        try await session.screenShowing { $0.contains("Post by Alan Turing") && $0.contains("Morning ritual") && $0.contains("online ·") }
        return session
    }

    @Test func testThatAPostDeletedInTheAppAsksFirstThenLeavesTheServerAndTheFeed() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            let session = try await openNewestPost(tintype, on: server)
            defer { session.close() }
            // when
            try session.send("D")
            let question = try await session.screenShowing { $0.contains("press D again") }
            try session.send("D")
            let feed = try await session.screenShowing { $0.contains("post taken down") }
            // then
            #expect(question.contains("“Morning ritual”"), "screen was:\n\(question)")
            #expect(try await isGone(postId, on: server))
            #expect(!feed.contains("Morning ritual"), "screen was:\n\(feed)")
        }
    }

    @Test func testThatAPostDeletedToBeWrittenAgainIsInTheComposerWithItsPhoto() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            let session = try await openNewestPost(tintype, on: server)
            defer { session.close() }
            // when
            try session.send("W")
            try await session.screenShowing { $0.contains("press W again") }
            try session.send("W")
            let composer = try await session.screenShowing { $0.contains("New post") && $0.contains("Morning ritual") }
            // then
            #expect(try await isGone(postId, on: server))
            #expect(composer.contains("1. photo 1 (on the server)  A cup of black coffee"), "screen was:\n\(composer)")
        }
    }

    @Test func testThatTheCommandDeletesAndPrintsTheId() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            // when
            let printed = try tintype.run(["delete", postId], instance: server.baseURL, token: "alan_token")
            // then
            #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == postId)
            #expect(try await isGone(postId, on: server))
        }
    }

    @Test func testThatDeletingSomeoneElsesPostFailsClearly() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            // when
            let result = try tintype.runForStatus(["delete", postId], instance: server.baseURL, token: "grace_token")
            // then
            #expect(result.status != 0)
        }
    }

    @Test func testThatAnEditOfTheCaptionAndAnAltTextReachesTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            // when
            let printed = try tintype.run(
                ["edit", postId, "--text", "Morning ritual, second cup", "--alt", "Two cups of black coffee"], instance: server.baseURL,
                token: "alan_token")
            // then
            let post = try await server.client(as: "alan").status(id: postId)
            #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == postId)
            #expect(HTMLToText.convert(post.content) == "Morning ritual, second cup" && post.editedAt != nil)
            #expect(post.mediaAttachments.map(\.description) == ["Two cups of black coffee"])
        }
    }

    @Test func testThatAnEditedPostSaysSoInTheApp() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            try tintype.run(["edit", postId, "--cw", "coffee"], instance: server.baseURL, token: "alan_token")
            // when
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            try session.send("g", "Enter")
            let post = try await session.screenShowing { $0.contains("Post by Alan Turing") && $0.contains("@alan · ") }
            // then
            #expect(post.contains("@alan · now · edited"), "screen was:\n\(post)")
        }
    }

    @Test func testThatHShowsEveryVersionOfAnEditedPost() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            try tintype.run(["edit", postId, "--text", "Morning ritual, second cup"], instance: server.baseURL, token: "alan_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") && $0.contains("second cup") }
            try session.send("g", "Enter")
            try await session.screenShowing { $0.contains("Post by Alan Turing") && $0.contains("second cup") }
            // when
            try session.send("H")
            let history = try await session.screenShowing { $0.contains("Post history") && $0.contains("2 versions") }
            // then
            let now = history.range(of: "Morning ritual, second cup")?.lowerBound
            let posted = history.range(of: "as posted")?.lowerBound
            let original = history.range(of: "\n  Morning ritual\n")?.lowerBound
            #expect(now != nil && posted != nil && now! < posted!, "screen was:\n\(history)")
            #expect(original.map { $0 > posted! } == true, "screen was:\n\(history)")
        }
    }

    @Test func testThatAPostEditedInTheAppIsEditedOnTheServerAndOnItsScreen() async throws {
        try await DemoServer.run { server in
            // given: my post open, e opens it in the composer
            let tintype = try TintypeBinary()
            let postId = try alansPost(tintype, on: server)
            let session = try await openNewestPost(tintype, on: server)
            defer { session.close() }
            try session.send("e")
            // the status line says the form is open once the post's words are in it
            try await session.screenShowing {
                $0.contains("Edit post") && $0.contains("Morning ritual") && $0.contains("A cup of black coffee")
                    && $0.contains("Ctrl-S posts")
            }
            // when: more words, saved
            try session.send(", then the paper", "C-s")
            let post = try await session.screenShowing { $0.contains("edit saved") }
            // then
            let onServer = try await server.client(as: "alan").status(id: postId)
            #expect(HTMLToText.convert(onServer.content) == "Morning ritual, then the paper")
            #expect(post.contains("Morning ritual, then the paper") && post.contains("edited"), "screen was:\n\(post)")
        }
    }
}
