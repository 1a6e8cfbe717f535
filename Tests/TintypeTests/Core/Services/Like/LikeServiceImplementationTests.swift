import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct LikeServiceImplementationTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-likes"))

    let cache = FileCache(
        directory: TestFolders.unique("tintype-likes-cache"))

    private func service(_ transport: StubTransport) throws -> LikeServiceImplementation {
        let client = try MastodonClient.stubbed(transport)
        return LikeServiceImplementation(
            client: client, writes: .testing(client: client, outbox: outbox), cache: cache, cacheKey: "likes-test",
            logger: Logger(label: "test"))
    }

    private static func answer(_ json: String, status: Int = 200, headers: [(String, String)] = []) -> Result<HTTPResponse, TransportError>
    {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(json.utf8)))
    }

    private static func like(id: String, postId: String, by accountId: String = "1") -> String {
        #"{"id":"\#(id)","type":"favourite","created_at":"2026-11-22T12:00:00Z","account":\#(StubJSON.account(id: accountId)),"status":\#(StubJSON.status(id: postId))}"#
    }

    private static let noGroupedNotifications = answer(#"{"error":"Record not found"}"#, status: 404)

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

    // MARK: - Reading likes

    @Test func testThatAServerWithoutGroupedNotificationsHasItsLikesGroupedHere() async throws {
        // given: a 404 for /api/v2, then two likes of one post from /api/v1
        let transport = StubTransport([
            Self.noGroupedNotifications,
            Self.answer("[\(Self.like(id: "9", postId: "7", by: "1")),\(Self.like(id: "8", postId: "7", by: "2"))]"),
        ])
        // when
        let slice = try await service(transport).obtainNewestLikeActivity()
        // then
        #expect(slice.groups.map(\.likesCount) == [2])
    }

    @Test func testThatTheNewestLikesAreSavedForTheNextStart() async throws {
        // given
        let transport = StubTransport([Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "9", postId: "7"))]")])
        _ = try await service(transport).obtainNewestLikeActivity()
        // when
        let cached = await try service(StubTransport([])).obtainCachedLikeActivity()
        // then
        #expect(cached?.groups.map(\.post.id) == ["7"])
    }

    @Test func testThatOnlyLikesNewerThanTheMarkerAreUnseen() async throws {
        // given: the marker at 8, then likes 10, 9 and 8
        let transport = StubTransport([
            Self.answer(#"{"notifications":{"last_read_id":"8"}}"#),
            Self.answer(
                "[\(Self.like(id: "10", postId: "7")),\(Self.like(id: "9", postId: "7")),\(Self.like(id: "8", postId: "7"))]"),
        ])
        // when
        let count = try await service(transport).obtainUnseenLikesCount()
        // then
        #expect(count == 2)
    }

    @Test func testThatTheMarkerMovesToTheNewestLikeLoaded() async throws {
        // given: likes 10 and 9 loaded, a server marker at 8
        let transport = StubTransport([
            Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "10", postId: "7")),\(Self.like(id: "9", postId: "6"))]"),
            Self.answer(#"{"notifications":{"last_read_id":"8"}}"#), Self.answer(#"{"notifications":{"last_read_id":"10"}}"#),
        ])
        let likes = try service(transport)
        _ = try await likes.obtainNewestLikeActivity()
        // when
        try await likes.markLoadedLikesSeen()
        // then
        #expect(transport.requests.last.map { String(decoding: $0.body ?? Data(), as: UTF8.self) }?.contains("10") == true)
    }

    @Test func testThatTheSameNewestLikeIsMarkedOnce() async throws {
        // given: like 10 loaded and marked seen
        let transport = StubTransport([
            Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "10", postId: "7"))]"),
            Self.answer(#"{"notifications":{"last_read_id":"8"}}"#), Self.answer(#"{"notifications":{"last_read_id":"10"}}"#),
        ])
        let likes = try service(transport)
        _ = try await likes.obtainNewestLikeActivity()
        try await likes.markLoadedLikesSeen()
        let asked = transport.requests.count
        // when
        try await likes.markLoadedLikesSeen()
        // then
        #expect(transport.requests.count == asked)
    }

    @Test func testThatAMarkerIsNeverMovedBack() async throws {
        // given: like 9 loaded; the server's marker is past it
        let transport = StubTransport([
            Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "9", postId: "7"))]"),
            Self.answer(#"{"notifications":{"last_read_id":"12"}}"#),
        ])
        let likes = try service(transport)
        _ = try await likes.obtainNewestLikeActivity()
        // when
        try await likes.markLoadedLikesSeen()
        // then
        #expect(transport.requests.map(\.method) == [.get, .get, .get])
    }

    @Test func testThatAServerWithoutMarkersCountsFromTheMarkerKeptHere() async throws {
        // given: likes seen up to 9, on a server that has no markers
        let likes = try service(
            StubTransport([
                Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "9", postId: "7"))]"), Self.noGroupedNotifications,
            ]))
        _ = try await likes.obtainNewestLikeActivity()
        try await likes.markLoadedLikesSeen()
        let transport = StubTransport([
            Self.noGroupedNotifications,
            Self.answer("[\(Self.like(id: "10", postId: "7")),\(Self.like(id: "9", postId: "7"))]"),
        ])
        // when
        let count = try await service(transport).obtainUnseenLikesCount()
        // then
        #expect(count == 1)
    }

    @Test func testThatAPostWhoseUnlikeWaitsIsNotAmongThePostsILiked() async throws {
        // given: an unlike of 7 waiting in the outbox
        _ = try outbox.enqueue(OutboxItem(action: .unlike(postId: "7")))
        let transport = StubTransport(json: "[\(StubJSON.status(id: "7")),\(StubJSON.status(id: "6"))]")
        // when
        let slice = try await service(transport).obtainNewestLikedPosts()
        // then
        #expect(slice.statuses.map(\.id) == ["6"])
    }

    @Test func testThatASavedPostWhoseUnlikeWaitsIsNotShownAtStart() async throws {
        // given: 7 and 6 saved as liked, then an unlike of 7 waiting in the outbox
        _ = try await service(StubTransport(json: "[\(StubJSON.status(id: "7")),\(StubJSON.status(id: "6"))]")).obtainNewestLikedPosts()
        _ = try outbox.enqueue(OutboxItem(action: .unlike(postId: "7")))
        // when
        let cached = await try service(StubTransport([])).obtainCachedLikedPosts()
        // then
        #expect(cached?.statuses.map(\.id) == ["6"])
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
        #expect(await likes.obtainCachedLikedPosts()?.statuses.map(\.id) == ["6"])
    }

    // MARK: - Live likes

    @Test func testThatOnlyLikesOnTheUserStreamAreReported() async throws {
        // given: a mention, a like and a follow on the user stream, which then closes for good
        let mention = #"{"id":"5","type":"mention","account":\#(StubJSON.account()),"status":\#(StubJSON.status(id: "7"))}"#
        let follow = #"{"id":"7","type":"follow","account":\#(StubJSON.account())}"#
        let stream = ["mention", "like", "follow"].map { kind in
            "event: notification\ndata: \(kind == "mention" ? mention : kind == "follow" ? follow : Self.like(id: "6", postId: "7"))\n\n"
        }.joined()
        let streaming = MastodonStreaming(
            instance: try InstanceAddress("https://pixelfed.example"), token: "t", transport: OneShotStream(stream), userAgent: "test",
            timing: .init(sleep: { _ in }))
        let client = try MastodonClient.stubbed(StubTransport([]))
        let likes = LikeServiceImplementation(
            client: client, writes: .testing(client: client, outbox: outbox), cache: cache, cacheKey: "likes-test",
            logger: Logger(label: "test"), userStream: StreamHub(streaming: streaming))
        // when
        var arrivals = 0
        for await _ in await likes.observeNewLikes() { arrivals += 1 }
        // then
        #expect(arrivals == 1)
    }
}

/// A streaming transport whose first connection sends this text and closes; the server then
/// says it has no streaming.
private final class OneShotStream: StreamingTransport, @unchecked Sendable {
    private let text: String
    private let lock = NSLock()
    private var isOpened = false

    init(_ text: String) { self.text = text }

    func open(_ request: HTTPRequest) async throws -> StreamedResponse {
        let isFirst = lock.withLock {
            defer { isOpened = true }
            return !isOpened
        }
        let (body, continuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        if isFirst { continuation.yield(Array(text.utf8)) }
        continuation.finish()
        return StreamedResponse(status: isFirst ? 200 : 404, headers: [], body: body)
    }
}
