import Foundation
import MastodonAPI
import TestSupport
import Testing

/// Boosts and saves made in the app and by `tintype boost` and `tintype bookmark`, against the
/// demo instance, checked through its API.
@Suite(.serialized)
struct BoostsAndSavesEndToEndTests {
    /// Grace's post, for Alan to boost or save; its id.
    private func gracesPost(_ tintype: TintypeBinary, on server: DemoServer) throws -> String {
        try tintype.run(["post", "Nanoseconds, in wire"], instance: server.baseURL, token: "grace_token")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func testThatABoostFromTheCommandLineReachesTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            // when
            let printed = try tintype.run(["boost", postId], instance: server.baseURL, token: "alan_token")
            // then
            #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == postId)
            #expect(try await server.client(as: "alan").status(id: postId).isReblogged)
        }
    }

    @Test func testThatABoostTakenBackLeavesThePostUnboosted() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            try tintype.run(["boost", postId], instance: server.baseURL, token: "alan_token")
            // when
            try tintype.run(["boost", "--undo", postId], instance: server.baseURL, token: "alan_token")
            // then
            #expect(try await !server.client(as: "alan").status(id: postId).isReblogged)
        }
    }

    @Test func testThatASavedPostIsAmongTheBookmarks() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            // when
            try tintype.run(["bookmark", postId], instance: server.baseURL, token: "alan_token")
            // then
            let saved = try await server.client(as: "alan").bookmarks(.newest(limit: 40)).items.map(\.id)
            #expect(saved.contains(postId))
        }
    }

    @Test func testThatAPostLetGoLeavesTheBookmarks() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            try tintype.run(["bookmark", postId], instance: server.baseURL, token: "alan_token")
            // when
            try tintype.run(["bookmark", "--undo", postId], instance: server.baseURL, token: "alan_token")
            // then
            let saved = try await server.client(as: "alan").bookmarks(.newest(limit: 40)).items.map(\.id)
            #expect(!saved.contains(postId))
        }
    }

    @Test func testThatBoostingAPostThatDoesNotExistFails() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            // when
            let result = try tintype.runForStatus(["boost", "999999999"], instance: server.baseURL, token: "alan_token")
            // then
            #expect(result.status != 0)
        }
    }

    /// Alan's feed with Grace's newest post opened in full; the post's id and the pane.
    private func openGracesPost(_ tintype: TintypeBinary, on server: DemoServer) async throws -> (String, TmuxSession) {
        let postId = try gracesPost(tintype, on: server)
        let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
        try await session.screenShowing { $0.contains("online ·") && $0.contains("Nanoseconds, in wire") }
        try session.send("Enter")
        try await session.screenShowing { $0.contains("Post by Grace Hopper") && $0.contains("online ·") }
        return (postId, session)
    }

    /// Polls the server until the post is as asked, or the deadline passed; answers the last copy read.
    private func alansCopy(
        of postId: String, on server: DemoServer, within timeout: TimeInterval = 30,
        until isDone: @Sendable (StatusEntity) -> Bool
    ) async throws -> StatusEntity {
        let client = try server.client(as: "alan")
        return try await Polling.value(upTo: timeout, { try await client.status(id: postId) }, until: isDone)
    }

    @Test func testThatABoostInTheAppAsksFirstThenReachesTheServer() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let (postId, session) = try await openGracesPost(tintype, on: server)
            defer { session.close() }
            // when
            try session.send("b")
            let question = try await session.screenShowing { $0.contains("press boost again") }
            try session.send("b")
            let boosted = try await session.screenShowing { $0.contains("1 boost (yours too)") }
            // then
            let post = try await alansCopy(of: postId, on: server) { $0.isReblogged }
            #expect(question.contains("↻ 0 boosts"), "screen was:\n\(question)")
            #expect(boosted.contains("boosted to your followers"), "screen was:\n\(boosted)")
            #expect(post.isReblogged && post.reblogsCount == 1)
        }
    }

    @Test func testThatASaveInTheAppIsAmongTheBookmarks() async throws {
        try await DemoServer.run { server in
            // given
            let tintype = try TintypeBinary()
            let (postId, session) = try await openGracesPost(tintype, on: server)
            defer { session.close() }
            // when
            try session.send("B")
            try await session.screenShowing { $0.contains("· saved") }
            // then
            let post = try await alansCopy(of: postId, on: server) { $0.isBookmarked }
            #expect(post.isBookmarked)
        }
    }

    @Test func testThatAPostSavedIsListedUnderSavedOnMyProfile() async throws {
        try await DemoServer.run { server in
            // given: Alan saved Grace's post
            let tintype = try TintypeBinary()
            let postId = try gracesPost(tintype, on: server)
            try tintype.run(["bookmark", postId], instance: server.baseURL, token: "alan_token")
            let session = try TmuxSession(command: tintype.shellLine(instance: server.baseURL, token: "alan_token"))
            defer { session.close() }
            try await session.screenShowing { $0.contains("online ·") }
            try session.send("5")
            try await session.screenShowing { $0.contains("this is you") && $0.contains("saved (B)") }
            // when
            try session.send("B")
            let saved = try await session.screenShowing { $0.contains("Nanoseconds, in") }
            // then: the title says Saved, Grace's post is the one tile (its words wrap in the grid)
            let title = saved.split(separator: "\n").dropFirst().first?.trimmingCharacters(in: .whitespaces)
            #expect(title == "Saved" && saved.contains("♡ 0 ↩ 0"), "screen was:\n\(saved)")
        }
    }
}
