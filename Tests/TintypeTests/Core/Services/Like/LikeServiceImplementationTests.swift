import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct LikeServiceImplementationTests {
    let outbox = Outbox(directory: FileManager.default.temporaryDirectory.appendingPathComponent("tintype-likes-\(UUID().uuidString)"))

    private func service(_ transport: StubTransport) throws -> LikeServiceImplementation {
        let delivery = OutboxDelivery.testing(client: try MastodonClient.stubbed(transport), outbox: outbox, retryDelays: [])
        return LikeServiceImplementation(outbox: outbox, delivery: delivery)
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
}
