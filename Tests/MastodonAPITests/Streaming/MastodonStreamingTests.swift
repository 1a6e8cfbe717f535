import Foundation
import MastodonAPI
import Testing

/// A streaming transport that answers each opening with what the test's closure makes.
private final class StubStreamingTransport: StreamingTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var opened = 0
    private var urls: [URL] = []
    private let answer: @Sendable (Int) -> StreamedResponse

    init(_ answer: @escaping @Sendable (_ opening: Int) -> StreamedResponse) {
        self.answer = answer
    }

    var openings: Int { lock.withLock { opened } }
    var openedURLs: [URL] { lock.withLock { urls } }

    func open(_ request: HTTPRequest) async throws -> StreamedResponse {
        let opening = lock.withLock {
            urls.append(request.url)
            opened += 1
            return opened
        }
        return answer(opening)
    }
}

extension StreamedResponse {
    /// A 200 whose body sends these chunks, then ends, or, with `staysOpen`, never ends.
    fileprivate static func sending(_ chunks: [String], staysOpen: Bool = false) -> StreamedResponse {
        let (body, continuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        for chunk in chunks { continuation.yield(Array(chunk.utf8)) }
        if !staysOpen { continuation.finish() }
        return StreamedResponse(status: 200, headers: [], body: body)
    }
}

/// The waits a stream asked for, in order, without waiting.
private final class RecordedWaits: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [Duration] = []

    var all: [Duration] { lock.withLock { waits } }
    func record(_ wait: Duration) { lock.withLock { waits.append(wait) } }
}

struct MastodonStreamingTests {
    private static func streaming(
        _ transport: StubStreamingTransport, heartbeatTimeout: Duration = .seconds(3600),
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) throws -> MastodonStreaming {
        // The heartbeat is waited for in real time: a test with a silent stream makes it short.
        MastodonStreaming(
            instance: try InstanceAddress("https://pixelfed.example"), token: "secret-token", transport: transport,
            userAgent: "Tintype/test",
            timing: .init(heartbeatTimeout: heartbeatTimeout, jitter: { $0 }, sleep: sleep))
    }

    private static func first(_ count: Int, of updates: AsyncStream<StreamingUpdate>) async -> [StreamingUpdate] {
        var collected: [StreamingUpdate] = []
        for await update in updates {
            collected.append(update)
            if collected.count == count { break }
        }
        return collected
    }

    @Test func testThatEventsArriveOnceConnected() async throws {
        // given: a heartbeat, then a deleted post, on a stream that stays open
        let transport = StubStreamingTransport { _ in .sending([":thump\n\n", "event: delete\nda", "ta: 5\n\n"], staysOpen: true) }
        let streaming = try Self.streaming(transport) { try await Task.sleep(for: $0) }
        // when
        let updates = await Self.first(2, of: streaming.updates(of: .user))
        // then
        #expect(updates == [.connected, .event(.delete(statusId: "5"))])
    }

    @Test func testThatAHashtagsStreamNamesTheTag() async throws {
        // given
        let transport = StubStreamingTransport { _ in .sending([":thump\n\n"], staysOpen: true) }
        let streaming = try Self.streaming(transport) { try await Task.sleep(for: $0) }
        // when
        _ = await Self.first(1, of: streaming.updates(of: .hashtag("moths")))
        // then
        #expect(transport.openedURLs.map(\.absoluteString) == ["https://pixelfed.example/api/v1/streaming/hashtag?tag=moths"])
    }

    @Test func testThatAServerThatClosesAtOnceIsAskedAgainOnlyAfterGrowingWaits() async throws {
        // given: every connection ends as soon as it opens
        let transport = StubStreamingTransport { _ in .sending([]) }
        let waits = RecordedWaits()
        let streaming = try Self.streaming(transport) { waits.record($0) }
        // when: four connections and what follows each, and the fifth opened (a drop is told
        // before its wait is recorded; the next connection comes after it)
        _ = await Self.first(9, of: streaming.updates(of: .user))
        // then: the stream may have gone on while the test stopped listening, so the first four
        #expect(waits.all.prefix(4) == [.seconds(1), .seconds(2), .seconds(4), .seconds(8)])
    }

    @Test func testThatTheWaitStopsGrowingAtItsMaximum() async throws {
        // given
        let transport = StubStreamingTransport { _ in .sending([]) }
        let waits = RecordedWaits()
        let streaming = try Self.streaming(transport) { waits.record($0) }
        // when: ten connections
        _ = await Self.first(20, of: streaming.updates(of: .user))
        // then
        #expect(waits.all.last == .seconds(60))
    }

    @Test func testThatASilentStreamIsTakenForDead() async throws {
        // given: a connection that sends nothing at all, and a short heartbeat timeout
        let transport = StubStreamingTransport { _ in .sending([], staysOpen: true) }
        let streaming = try Self.streaming(transport, heartbeatTimeout: .milliseconds(50)) { try await Task.sleep(for: $0 / 1000) }
        // when
        let updates = await Self.first(3, of: streaming.updates(of: .user))
        // then
        #expect(updates == [.connected, .disconnected(retryAfter: .seconds(1)), .connected])
    }

    @Test func testThatAServerWithoutStreamingEndsTheStream() async throws {
        // given
        let transport = StubStreamingTransport { _ in
            StreamedResponse(status: 404, headers: [], body: AsyncThrowingStream { $0.finish() })
        }
        let streaming = try Self.streaming(transport) { try await Task.sleep(for: $0) }
        // when
        let updates = await Self.first(5, of: streaming.updates(of: .direct))
        // then
        #expect(updates == [.unavailable(.notFound(nil))])
    }

    @Test func testThatAnEventfulConnectionStartsTheWaitsAfresh() async throws {
        // given: two empty connections, then one with an event, then empty ones
        let transport = StubStreamingTransport { opening in .sending(opening == 3 ? ["event: delete\ndata: 1\n\n"] : []) }
        let waits = RecordedWaits()
        let streaming = try Self.streaming(transport) { waits.record($0) }
        // when: four connections, and the fifth opened (a drop is told before its wait is recorded;
        // the next connection comes after it)
        _ = await Self.first(10, of: streaming.updates(of: .user))
        // then
        #expect(Array(waits.all.prefix(4)) == [.seconds(1), .seconds(2), .seconds(1), .seconds(2)])
    }
}
