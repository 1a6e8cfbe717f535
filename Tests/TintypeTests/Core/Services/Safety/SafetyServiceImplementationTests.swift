import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct SafetyServiceImplementationTests {
    let outbox = Outbox(directory: TestFolders.unique("tintype-safety"))

    private func service(_ transport: StubTransport) throws -> SafetyServiceImplementation {
        let client = try MastodonClient.stubbed(transport)
        return SafetyServiceImplementation(client: client, writes: .testing(client: client, outbox: outbox))
    }

    private static let blocked = #"{"id":"4","blocking":true}"#

    @Test func testThatABlockGoesToTheBlockEndpoint() async throws {
        // given
        let transport = StubTransport(json: Self.blocked)
        // when
        _ = try await service(transport).performBlock(true, accountId: "4")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/accounts/4/block")
    }

    @Test func testThatTakingAMuteBackGoesToTheUnmuteEndpoint() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"4","muting":false}"#)
        // when
        _ = try await service(transport).performMute(false, accountId: "4")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/accounts/4/unmute")
    }

    @Test func testThatABlockWithNoAnswerWaitsInTheOutbox() async throws {
        // given
        let transport = StubTransport([.failure(.unreachable("connection refused"))])
        // when
        _ = await caughtError { _ = try await service(transport).performBlock(true, accountId: "4") }
        // then
        #expect(outbox.items().map(\.action) == [.block(accountId: "4")])
    }

    @Test func testThatAReportNamesTheAccountAndItsPosts() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"1"}"#)
        // when
        try await service(transport).performReport(accountId: "4", postIds: ["7"], comment: "spam links")
        // then
        let body = String(decoding: transport.lastRequest?.body ?? Data(), as: UTF8.self)
        #expect(body == "account_id=4&comment=spam%20links&category=other&status_ids%5B%5D=7")
    }

    @Test func testThatABlockConfirmedIsToldToListeners() async throws {
        // given: a listener before the block
        let transport = StubTransport(json: Self.blocked)
        let safety = try service(transport)
        let silenced = await safety.observeSilencedAccounts()
        // when
        _ = try await safety.performBlock(true, accountId: "4")
        // then
        var iterator = silenced.makeAsyncIterator()
        #expect(await iterator.next() == "4")
    }
}
