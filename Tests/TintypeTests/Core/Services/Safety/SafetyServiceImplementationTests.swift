import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

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
        _ = try await service(transport).performUnmute(accountId: "4")
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

    @Test func testThatAMuteForADaySaysHowLongAndWhetherNotificationsGoToo() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"4","muting":true}"#)
        // when
        _ = try await service(transport).performMute(accountId: "4", seconds: 86400, hidesNotifications: false)
        // then
        let body = String(decoding: transport.lastRequest?.body ?? Data(), as: UTF8.self)
        #expect(body == "notifications=false&duration=86400")
    }

    @Test func testThatAReportNamesTheAccountItsPostsTheRuleAndTheComment() async throws {
        // given
        let transport = StubTransport(json: #"{"id":"1"}"#)
        let draft = ReportDraft(
            accountId: "4", postIds: ["7"], reason: .brokenRule(ServerRule(id: "2", text: "No spam.")), comment: "spam links",
            forwardsToTheirServer: false)
        // when
        try await service(transport).performReport(draft)
        // then
        let body = String(decoding: transport.lastRequest?.body ?? Data(), as: UTF8.self)
        #expect(body == "account_id=4&comment=spam%20links&category=violation&status_ids%5B%5D=7&rule_ids%5B%5D=2&forward=false")
    }

    @Test func testThatTheServersRulesAreRead() async throws {
        // given
        let transport = StubTransport(json: #"[{"id":"1","text":"Be kind.","hint":""}]"#)
        // when
        let rules = try await service(transport).obtainServerRules()
        // then
        #expect(rules == [ServerRule(id: "1", text: "Be kind.")])
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
