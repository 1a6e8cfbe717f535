import Foundation
import MastodonAPI
import TestSupport
import Testing

/// `tintype boost` and `tintype bookmark` against the demo instance, checked through its API.
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
            try tintype.run(["boost", postId], instance: server.baseURL, token: "alan_token")
            // then
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
}
