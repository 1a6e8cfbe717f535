import Foundation
import MastodonAPI
import TestSupport
import Testing

struct MastodonClientDownloadTests {
    let folder = TestFolders.unique("tintype-downloads")
    var target: String { folder.appendingPathComponent("clip.video").path }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The files in the folder, as names.
    private var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }

    @Test func testThatAStreamedVideoIsSavedWholeInItsPlace() async throws {
        // given: a server that sends the clip in three chunks
        let transport = ChunkedTransport(status: 200, chunks: [[1, 2], [3], [4, 5, 6]])
        // when
        try await MastodonClient.stubbed(transport).downloadMedia(at: "https://cdn.example/1.mp4", to: target, maximumBytes: 100)
        // then
        #expect(FileManager.default.contents(atPath: target) == Data([1, 2, 3, 4, 5, 6]))
    }

    @Test func testThatAVideoOverTheLimitLeavesNoFile() async throws {
        // given
        let transport = ChunkedTransport(status: 200, chunks: [[1, 2, 3], [4, 5, 6]])
        // when
        await #expect(throws: MastodonError.self) {
            try await MastodonClient.stubbed(transport).downloadMedia(at: "https://cdn.example/1.mp4", to: target, maximumBytes: 4)
        }
        // then
        #expect(names.isEmpty)
    }

    @Test func testThatARefusedVideoLeavesNoFile() async throws {
        // given
        let transport = ChunkedTransport(status: 404, chunks: [])
        // when
        await #expect(throws: MastodonError.self) {
            try await MastodonClient.stubbed(transport).downloadMedia(at: "https://cdn.example/1.mp4", to: target, maximumBytes: 100)
        }
        // then
        #expect(names.isEmpty)
    }

    @Test func testThatADownloadCancelledMidwayLeavesNoFile() async throws {
        // given: a server that sends two bytes of the clip, then nothing more; the download under way
        let transport = StallingTransport()
        let client = try MastodonClient.stubbed(transport)
        let target = self.target
        let download = Task { try await client.downloadMedia(at: "https://cdn.example/1.mp4", to: target, maximumBytes: 100) }
        let folder = self.folder
        let written = try await Polling.holds(every: .milliseconds(10)) {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.contains { name in
                name.hasSuffix(".partial")
                    && (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.size] as? Int == 2
            } == true
        }
        // when: the screen that wanted it closes
        download.cancel()
        _ = await download.result
        // then: no half of the clip is kept as the whole
        #expect(written && !FileManager.default.fileExists(atPath: target))
    }

    @Test func testThatATransportThatCannotStreamSavesTheWholeAnswer() async throws {
        // given
        let transport = StubTransport([.success(HTTPResponse(status: 200, headers: [], body: Data([7, 8, 9])))])
        // when
        try await MastodonClient.stubbed(transport).downloadMedia(at: "https://cdn.example/1.mp4", to: target, maximumBytes: 100)
        // then
        #expect(FileManager.default.contents(atPath: target) == Data([7, 8, 9]))
    }
}

/// A transport whose answers' bodies come as these chunks, streamed.
private struct ChunkedTransport: HTTPTransport, StreamingTransport {
    let status: Int
    let chunks: [[UInt8]]

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(status: status, headers: [], body: Data(chunks.joined()))
    }

    func open(_ request: HTTPRequest) async throws -> StreamedResponse {
        let body = AsyncThrowingStream<[UInt8], any Error> { continuation in
            chunks.forEach { continuation.yield($0) }
            continuation.finish()
        }
        return StreamedResponse(status: status, headers: [], body: body)
    }
}

/// A transport that streams one chunk of its answer and then never another, nor the end.
private final class StallingTransport: HTTPTransport, StreamingTransport, @unchecked Sendable {
    private let lock = NSLock()
    /// Kept, never finished: the answer stays open.
    private var continuations: [AsyncThrowingStream<[UInt8], any Error>.Continuation] = []

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        HTTPResponse(status: 200, headers: [], body: Data([1, 2]))
    }

    func open(_ request: HTTPRequest) async throws -> StreamedResponse {
        let (body, continuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        continuation.yield([1, 2])
        lock.withLock { continuations.append(continuation) }
        return StreamedResponse(status: 200, headers: [], body: body)
    }
}
