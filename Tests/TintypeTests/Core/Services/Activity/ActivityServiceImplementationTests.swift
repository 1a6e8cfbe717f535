import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct ActivityServiceImplementationTests {
    let cache = FileCache(directory: TestFolders.unique("tintype-activity-cache"))

    private func service(_ transport: StubTransport) throws -> ActivityServiceImplementation {
        ActivityServiceImplementation(
            client: try MastodonClient.stubbed(transport), cache: cache, cacheKey: "activity-test", logger: Logger(label: "test"))
    }

    private static func answer(_ json: String, status: Int = 200, headers: [(String, String)] = []) -> Result<HTTPResponse, TransportError>
    {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(json.utf8)))
    }

    private static func like(id: String, postId: String, by accountId: String = "1") -> String {
        #"{"id":"\#(id)","type":"favourite","created_at":"2026-11-22T12:00:00Z","account":\#(StubJSON.account(id: accountId)),"status":\#(StubJSON.status(id: postId))}"#
    }

    private static func follow(id: String, by accountId: String) -> String {
        #"{"id":"\#(id)","type":"follow","created_at":"2026-11-22T12:00:00Z","account":\#(StubJSON.account(id: accountId))}"#
    }

    private static let noGroupedNotifications = answer(#"{"error":"Record not found"}"#, status: 404)

    @Test func testThatTheTypesAskedForAreSent() async throws {
        // given
        let transport = StubTransport(json: "[]")
        // when
        _ = try await service(transport).obtainNewestNotifications(filter: .follows)
        // then
        #expect(transport.lastRequest?.url.query == "limit=40&types%5B%5D=follow&types%5B%5D=follow_request")
    }

    @Test func testThatAnUnreadableNotificationIsLeftOut() async throws {
        // given: one without an account beside a readable one
        let transport = StubTransport(json: #"[{"id":"1","type":"follow"},{"id":"2","type":"follow","account":\#(StubJSON.account())}]"#)
        // when
        let notifications = try await service(transport).obtainNewestNotifications(filter: .all)
        // then
        #expect(notifications.map(\.id) == ["2"])
    }

    // MARK: - Groups

    @Test func testThatAServerWithoutGroupedNotificationsHasItsLikesGroupedHere() async throws {
        // given: a 404 for /api/v2, then two likes of one post from /api/v1
        let transport = StubTransport([
            Self.noGroupedNotifications,
            Self.answer("[\(Self.like(id: "9", postId: "7", by: "1")),\(Self.like(id: "8", postId: "7", by: "2"))]"),
        ])
        // when
        let slice = try await service(transport).obtainNewestActivity(filter: .all)
        // then
        #expect(slice.groups.map(\.count) == [2])
    }

    @Test func testThatTheNewestActivityIsSavedForTheNextStart() async throws {
        // given
        let transport = StubTransport([Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "9", postId: "7"))]")])
        _ = try await service(transport).obtainNewestActivity(filter: .all)
        // when
        let cached = await try service(StubTransport([])).obtainCachedActivity()
        // then
        #expect(cached?.groups.map(\.post?.id) == ["7"])
    }

    @Test func testThatOnlyNoticesNewerThanTheMarkerAreUnseen() async throws {
        // given: the marker at 8, then likes 10, 9 and 8
        let transport = StubTransport([
            Self.answer(#"{"notifications":{"last_read_id":"8"}}"#),
            Self.answer(
                "[\(Self.like(id: "10", postId: "7")),\(Self.like(id: "9", postId: "7")),\(Self.like(id: "8", postId: "7"))]"),
        ])
        // when
        let count = try await service(transport).obtainUnseenCount()
        // then
        #expect(count == 2)
    }

    @Test func testThatTheMarkerMovesToTheNewestNoticeLoaded() async throws {
        // given: likes 10 and 9 loaded, a server marker at 8
        let transport = StubTransport([
            Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "10", postId: "7")),\(Self.like(id: "9", postId: "6"))]"),
            Self.answer(#"{"notifications":{"last_read_id":"8"}}"#), Self.answer(#"{"notifications":{"last_read_id":"10"}}"#),
        ])
        let activity = try service(transport)
        _ = try await activity.obtainNewestActivity(filter: .all)
        // when
        try await activity.markLoadedActivitySeen()
        // then
        #expect(transport.requests.last.map { String(decoding: $0.body ?? Data(), as: UTF8.self) }?.contains("10") == true)
    }

    @Test func testThatTheSameNewestNoticeIsMarkedOnce() async throws {
        // given: like 10 loaded and marked seen
        let transport = StubTransport([
            Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "10", postId: "7"))]"),
            Self.answer(#"{"notifications":{"last_read_id":"8"}}"#), Self.answer(#"{"notifications":{"last_read_id":"10"}}"#),
        ])
        let activity = try service(transport)
        _ = try await activity.obtainNewestActivity(filter: .all)
        try await activity.markLoadedActivitySeen()
        let asked = transport.requests.count
        // when
        try await activity.markLoadedActivitySeen()
        // then
        #expect(transport.requests.count == asked)
    }

    @Test func testThatAMarkerIsNeverMovedBack() async throws {
        // given: like 9 loaded; the server's marker is past it
        let transport = StubTransport([
            Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "9", postId: "7"))]"),
            Self.answer(#"{"notifications":{"last_read_id":"12"}}"#),
        ])
        let activity = try service(transport)
        _ = try await activity.obtainNewestActivity(filter: .all)
        // when
        try await activity.markLoadedActivitySeen()
        // then
        #expect(transport.requests.map(\.method) == [.get, .get, .get])
    }

    @Test func testThatAServerWithoutMarkersCountsFromTheMarkerKeptHere() async throws {
        // given: likes seen up to 9, on a server that has no markers
        let activity = try service(
            StubTransport([
                Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "9", postId: "7"))]"), Self.noGroupedNotifications,
            ]))
        _ = try await activity.obtainNewestActivity(filter: .all)
        try await activity.markLoadedActivitySeen()
        let transport = StubTransport([
            Self.noGroupedNotifications,
            Self.answer("[\(Self.like(id: "10", postId: "7")),\(Self.like(id: "9", postId: "7"))]"),
        ])
        // when
        let count = try await service(transport).obtainUnseenCount()
        // then
        #expect(count == 1)
    }

    @Test func testThatFollowsAreOneGroupAndLikesOneAPost() async throws {
        // given: two follows and two likes of two posts, from /api/v1
        let transport = StubTransport([
            Self.noGroupedNotifications,
            Self.answer(
                "[\(Self.follow(id: "12", by: "3")),\(Self.like(id: "11", postId: "7")),\(Self.follow(id: "10", by: "2")),"
                    + "\(Self.like(id: "9", postId: "6"))]"),
        ])
        // when
        let slice = try await service(transport).obtainNewestActivity(filter: .all)
        // then
        #expect(slice.groups.map(\.id) == ["follow-self", "favourite-7", "favourite-6"])
    }

    @Test func testThatAFilteredListIsNotSavedOverEverything() async throws {
        // given: everything saved, then a list of follows only
        _ = try await service(StubTransport([Self.noGroupedNotifications, Self.answer("[\(Self.like(id: "9", postId: "7"))]")]))
            .obtainNewestActivity(filter: .all)
        _ = try await service(StubTransport([Self.noGroupedNotifications, Self.answer("[\(Self.follow(id: "10", by: "2"))]")]))
            .obtainNewestActivity(filter: .follows)
        // when
        let cached = await try service(StubTransport([])).obtainCachedActivity()
        // then
        #expect(cached?.groups.map(\.id) == ["favourite-7"])
    }

    @Test func testThatKindsTheFilterLeftOutAreDroppedWhenAServerSendsThem() async throws {
        // given: a server that ignores types[] and sends a like among follows
        let transport = StubTransport([
            Self.noGroupedNotifications, Self.answer("[\(Self.follow(id: "10", by: "2")),\(Self.like(id: "9", postId: "7"))]"),
        ])
        // when
        let slice = try await service(transport).obtainNewestActivity(filter: .follows)
        // then
        #expect(slice.groups.map(\.kind) == [.follow])
    }

    // MARK: - Live

    @Test func testThatAFollowOnTheUserStreamIsReported() async throws {
        // given: a follow on the user stream, which then closes for good (signals in a burst
        // become one, so one event is what can be counted)
        let stream = "event: notification\ndata: \(Self.follow(id: "7", by: "2"))\n\n"
        let streaming = MastodonStreaming(
            instance: try InstanceAddress("https://pixelfed.example"), token: "t", transport: OneShotStream(stream), userAgent: "test",
            timing: .init(sleep: { _ in }))
        let client = try MastodonClient.stubbed(StubTransport([]))
        let activity = ActivityServiceImplementation(
            client: client, cache: cache, cacheKey: "activity-test", logger: Logger(label: "test"),
            userStream: StreamHub(streaming: streaming))
        // when
        var arrivals = 0
        for await _ in await activity.observeNewNotifications() { arrivals += 1 }
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
