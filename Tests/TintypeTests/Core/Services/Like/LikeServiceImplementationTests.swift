import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct LikeServiceImplementationTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-likes"))

    let cache = FileCache(
        directory: TestFolders.unique("tintype-likes-cache"))

    private func service(_ transport: StubTransport) throws -> LikeServiceImplementation {
        let client = try MastodonClient.stubbed(transport)
        return LikeServiceImplementation(
            client: client, writes: .testing(client: client, outbox: outbox), homeTimeline: PostServiceStub(), cache: cache,
            cacheKey: "likes-test",
            logger: Logger(label: "test"))
    }

    private static func answer(_ json: String, status: Int = 200, headers: [(String, String)] = []) -> Result<HTTPResponse, TransportError>
    {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(json.utf8)))
    }

    private static func like(id: String, postId: String, by accountId: String = "1") -> String {
        #"{"id":"\#(id)","type":"favourite","created_at":"2026-11-22T12:00:00Z","account":\#(StubJSON.account(id: accountId)),"status":\#(StubJSON.status(id: postId))}"#
    }

    @Test func testThatALikeIsSentToTheFavouriteEndpoint() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "7"))
        // when
        _ = try await service(transport).performLike(postId: "7")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/statuses/7/favourite")
    }

    @Test func testThatAConfirmedLikeLeavesNothingInTheOutbox() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "7"))
        // when
        _ = try await service(transport).performUnlike(postId: "7")
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatALikeWithNoAnswerWaitsInTheOutbox() async throws {
        // given
        let transport = StubTransport([.failure(.unreachable("connection refused"))])
        // when
        _ = await caughtError { _ = try await service(transport).performLike(postId: "7") }
        // then
        #expect(outbox.items().map(\.action) == [.like(postId: "7")])
    }

    // MARK: - Posts I liked

    @Test func testThatAPostWhoseUnlikeWaitsIsNotAmongThePostsILiked() async throws {
        // given: an unlike of 7 waiting in the outbox
        _ = try outbox.enqueue(OutboxItem(action: .unlike(postId: "7")))
        let transport = StubTransport(json: "[\(StubJSON.status(id: "7")),\(StubJSON.status(id: "6"))]")
        // when
        let slice = try await service(transport).obtainNewestLikedPosts()
        // then
        #expect(slice.posts.map(\.id) == ["6"])
    }

    @Test func testThatASavedPostWhoseUnlikeWaitsIsNotShownAtStart() async throws {
        // given: 7 and 6 saved as liked, then an unlike of 7 waiting in the outbox
        _ = try await service(StubTransport(json: "[\(StubJSON.status(id: "7")),\(StubJSON.status(id: "6"))]")).obtainNewestLikedPosts()
        _ = try outbox.enqueue(OutboxItem(action: .unlike(postId: "7")))
        // when
        let cached = await try service(StubTransport([])).obtainCachedLikedPosts()
        // then
        #expect(cached?.posts.map(\.id) == ["6"])
    }

    @Test func testThatAnUnlikedPostLeavesThePostsILiked() async throws {
        // given
        let transport = StubTransport(json: "[\(StubJSON.status(id: "7")),\(StubJSON.status(id: "6"))]")
        let likes = try service(transport)
        _ = try await likes.obtainNewestLikedPosts()
        transport.answer(with: [Self.answer(StubJSON.status(id: "7"))])
        // when
        _ = try await likes.performUnlike(postId: "7")
        // then
        #expect(await likes.obtainCachedLikedPosts()?.posts.map(\.id) == ["6"])
    }
}
