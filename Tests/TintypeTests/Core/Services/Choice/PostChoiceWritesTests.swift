import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct PostChoiceWritesTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-choices"))

    private func writes(_ transport: StubTransport, homeTimeline: PostServiceStub) throws -> PostChoiceWrites {
        PostChoiceWrites(writes: .testing(client: try MastodonClient.stubbed(transport), outbox: outbox), homeTimeline: homeTimeline)
    }

    /// Post 7 as the server answers a like of it.
    private static let likedSeven =
        #"{"id":"7","created_at":"2026-11-21T10:00:00.000Z","content":"","account":\#(StubJSON.account()),"favourited":true}"#

    @Test func testThatALikeTheServerConfirmsIsKeptInTheHomeTimeline() async throws {
        // given
        let homeTimeline = PostServiceStub()
        let transport = StubTransport(json: Self.likedSeven)
        // when
        _ = try await writes(transport, homeTimeline: homeTimeline).send(.like(postId: "7"))
        // then
        #expect(await homeTimeline.updatedPosts.map(\.isFavourited) == [true])
    }

    @Test func testThatTheAnswerIsThePostAsTheServerHasIt() async throws {
        // given
        let transport = StubTransport(json: Self.likedSeven)
        // when
        let post = try await writes(transport, homeTimeline: PostServiceStub()).send(.like(postId: "7"))
        // then
        #expect(post.isLiked)
    }

    @Test func testThatARefusedLikeLeavesTheHomeTimelineAsItWas() async throws {
        // given
        let homeTimeline = PostServiceStub()
        let transport = StubTransport([.success(HTTPResponse(status: 422, headers: [], body: Data(#"{"error":"no"}"#.utf8)))])
        // when
        _ = await caughtError { _ = try await writes(transport, homeTimeline: homeTimeline).send(.like(postId: "7")) }
        // then
        #expect(await homeTimeline.updatedPosts.isEmpty)
    }
}
