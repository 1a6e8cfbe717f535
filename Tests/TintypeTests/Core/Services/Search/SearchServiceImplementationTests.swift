import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype

struct SearchServiceImplementationTests {
    private func service(_ transport: StubTransport) throws -> SearchServiceImplementation {
        SearchServiceImplementation(client: try MastodonClient.stubbed(transport))
    }

    @Test func testThatTheQueryIsSentWithoutTheSpacesAroundIt() async throws {
        // given
        let transport = StubTransport(json: "{}")
        // when
        _ = try await service(transport).obtainResults(for: "  grace ", kind: nil, resolve: false)
        // then
        #expect(transport.lastRequest?.url.query?.hasPrefix("q=grace&") == true)
    }

    @Test func testThatABlankQueryAsksTheServerNothing() async throws {
        // given
        let transport = StubTransport(json: "{}")
        // when
        _ = try await service(transport).obtainResults(for: "   ", kind: nil, resolve: false)
        // then
        #expect(transport.requests.isEmpty)
    }

    @Test func testThatAChosenHandleIsResolved() async throws {
        // given
        let transport = StubTransport(json: "{}")
        // when
        _ = try await service(transport).obtainResults(for: "grace@pixelfed.social", kind: .accounts, resolve: true)
        // then
        #expect(transport.lastRequest?.url.query?.contains("type=accounts&resolve=true") == true)
    }

    @Test func testThatARefusalReachesTheCaller() async throws {
        // given
        let transport = StubTransport(status: 422, json: #"{"error":"Query too short"}"#)
        // when
        let error = await caughtError { _ = try await service(transport).obtainResults(for: "g", kind: nil, resolve: false) }
        // then
        #expect(error is MastodonError)
    }

    @Test func testThatAServerWithoutTrendsStillSuggestsAccounts() async throws {
        // given: trends answer 404, suggestions answer
        let transport = StubTransport([
            .success(
                HTTPResponse(status: 404, headers: [("Content-Type", "application/json")], body: Data(#"{"error":"Not found"}"#.utf8))),
            .success(
                HTTPResponse(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: Data(#"[{"account":\#(StubJSON.account(id: "4", acct: "katherine"))}]"#.utf8))),
        ])
        // when
        let discoveries = try await service(transport).obtainDiscoveries()
        // then
        #expect(discoveries.hashtags.isEmpty && discoveries.accounts.map(\.acct) == ["katherine"])
    }
}
