import Foundation
import Logging
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct FollowServiceImplementationTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-follows"))

    private func service(_ transport: StubTransport) throws -> FollowServiceImplementation {
        FollowServiceImplementation(writes: .testing(client: try MastodonClient.stubbed(transport), outbox: outbox))
    }

    @Test func testThatAFollowIsSentToTheFollowEndpoint() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"7","following":true}"#)
        // when
        _ = try await service(transport).performFollow(accountId: "7")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/accounts/7/follow" && transport.lastRequest?.method == .post)
    }

    @Test func testThatTheAnswerIsHowTheAccountsStandNow() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"7","following":false,"requested":true}"#)
        // when
        let relationship = try await service(transport).performFollow(accountId: "7")
        // then
        #expect(relationship.isRequested && !relationship.isFollowing)
    }

    @Test func testThatAnUnfollowWithNoAnswerWaitsInTheOutbox() async throws {
        // given
        let transport = StubTransport([.failure(.unreachable("connection refused"))])
        // when
        _ = await caughtError { _ = try await service(transport).performUnfollow(accountId: "7") }
        // then
        #expect(outbox.items().map(\.action) == [.unfollow(accountId: "7")])
    }

    @Test func testThatARefusedFollowLeavesNothingToResend() async throws {
        // given
        let transport = StubTransport(status: 403, json: #"{"error":"This action is not allowed"}"#)
        // when
        _ = await caughtError { _ = try await service(transport).performFollow(accountId: "7") }
        // then
        #expect(outbox.items().isEmpty)
    }
}
