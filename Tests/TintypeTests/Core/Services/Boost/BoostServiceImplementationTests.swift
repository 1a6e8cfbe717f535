import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct BoostServiceImplementationTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-boosts"))

    private func service(_ transport: StubTransport) throws -> BoostServiceImplementation {
        BoostServiceImplementation(
            writes: .testing(client: try MastodonClient.stubbed(transport), outbox: outbox), homeTimeline: PostServiceStub())
    }

    /// My boost of post 7, as the server answers a reblog: the boost, the post inside it.
    private static let boostOfSeven =
        #"{"id":"70","created_at":"2026-11-21T10:00:00.000Z","content":"","account":\#(StubJSON.account(id: "1")),"reblog":\#(StubJSON.status(id: "7"))}"#

    @Test func testThatABoostIsSentToTheReblogEndpoint() async throws {
        // given
        let transport = StubTransport(json: Self.boostOfSeven)
        // when
        _ = try await service(transport).performBoost(postId: "7")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/statuses/7/reblog" && transport.lastRequest?.method == .post)
    }

    @Test func testThatTheAnswerToABoostIsThePostBoosted() async throws {
        // given
        let transport = StubTransport(json: Self.boostOfSeven)
        // when
        let post = try await service(transport).performBoost(postId: "7")
        // then
        #expect(post.id == "7")
    }

    @Test func testThatAnUnboostIsSentToTheUnreblogEndpoint() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "7"))
        // when
        _ = try await service(transport).performUnboost(postId: "7")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/statuses/7/unreblog")
    }

    @Test func testThatABoostWithNoAnswerWaitsInTheOutbox() async throws {
        // given
        let transport = StubTransport([.failure(.unreachable("connection refused"))])
        // when
        _ = await caughtError { _ = try await service(transport).performBoost(postId: "7") }
        // then
        #expect(outbox.items().map(\.action) == [.boost(postId: "7")])
    }

    @Test func testThatAnUnboostReplacesABoostStillWaiting() async throws {
        // given: a boost left in the outbox by a server that did not answer
        _ = await caughtError { _ = try await service(StubTransport([.failure(.unreachable("down"))])).performBoost(postId: "7") }
        // when: the unboost, with the server away too
        _ = await caughtError { _ = try await service(StubTransport([.failure(.unreachable("down"))])).performUnboost(postId: "7") }
        // then
        #expect(outbox.items().map(\.action) == [.unboost(postId: "7")])
    }
}
