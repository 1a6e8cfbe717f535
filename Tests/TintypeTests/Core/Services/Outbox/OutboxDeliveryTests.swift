import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct OutboxDeliveryTests {
    let outbox = Outbox(directory: FileManager.default.temporaryDirectory.appendingPathComponent("tintype-delivery-\(UUID().uuidString)"))
    let comment = OutboxItem(action: .comment(text: "Belle photo 📷", inReplyToId: "7"), idempotencyKey: "key-1")

    private func delivery(_ transport: StubTransport) throws -> OutboxDelivery {
        OutboxDelivery(
            client: try MastodonClient.stubbed(transport), outbox: outbox,
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }), retryDelays: [.zero, .zero])
    }

    private static func answer(_ status: Int, _ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    @Test func testThatAConfirmedCommentLeavesTheOutbox() async throws {
        // given
        try outbox.save(comment)
        let sender = try delivery(StubTransport(json: StubJSON.status(id: "99")))
        // when
        _ = try await sender.send(comment)
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatEveryAttemptCarriesTheItemsKey() async throws {
        // given
        try outbox.save(comment)
        let transport = StubTransport([.failure(.timedOut), .failure(.timedOut), Self.answer(200, StubJSON.status(id: "99"))])
        let sender = try delivery(transport)
        // when
        _ = try await sender.send(comment)
        // then
        #expect(transport.requests.map { $0.header("Idempotency-Key") } == ["key-1", "key-1", "key-1"])
    }

    @Test func testThatACommentWithNoAnswerStaysInTheOutbox() async throws {
        // given
        try outbox.save(comment)
        let sender = try delivery(StubTransport([.failure(.unreachable("connection refused"))]))
        // when
        _ = await caughtError { _ = try await sender.send(comment) }
        // then
        #expect(outbox.items().map(\.id) == [comment.id])
    }

    @Test func testThatARefusedCommentIsKeptWithTheReason() async throws {
        // given
        try outbox.save(comment)
        let sender = try delivery(StubTransport(status: 422, json: #"{"error":"Text is too long"}"#))
        // when
        _ = await caughtError { _ = try await sender.send(comment) }
        // then
        #expect(outbox.items().first?.rejection == "Text is too long")
    }

    @Test func testThatARefusedLikeIsDropped() async throws {
        // given
        let like = OutboxItem(action: .like(postId: "404"))
        try outbox.save(like)
        let sender = try delivery(StubTransport(status: 404, json: #"{"error":"Record not found"}"#))
        // when
        _ = await caughtError { _ = try await sender.send(like) }
        // then
        #expect(outbox.items().isEmpty)
    }

    @Test func testThatPendingItemsAreSentInTheOrderTheyWereMade() async throws {
        // given
        try outbox.save(OutboxItem(action: .like(postId: "1"), createdAt: Date(timeIntervalSince1970: 1)))
        try outbox.save(OutboxItem(action: .unlike(postId: "1"), createdAt: Date(timeIntervalSince1970: 2)))
        let transport = StubTransport(json: StubJSON.status(id: "1"))
        let sender = try delivery(transport)
        // when
        await sender.sendPendingItems()
        // then
        #expect(transport.requests.map(\.url.path) == ["/api/v1/statuses/1/favourite", "/api/v1/statuses/1/unfavourite"])
    }

    @Test func testThatRefusedItemsAreNotResentAtStart() async throws {
        // given
        var refused = comment
        refused.rejection = "Text is too long"
        try outbox.save(refused)
        let transport = StubTransport(json: StubJSON.status(id: "99"))
        let sender = try delivery(transport)
        // when
        await sender.sendPendingItems()
        // then
        #expect(transport.requests.isEmpty)
    }
}
