import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

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

    @Test func testThatAHandleElsewhereIsResolvedOnItsInstance() async throws {
        // given
        let transport = StubTransport(json: "{}")
        // when
        _ = try await service(transport).resolveAccount(handle: "grace@pixelfed.social")
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
        let transport = RoutedTransport(["/api/v2/suggestions": #"[{"account":\#(StubJSON.account(id: "4", acct: "katherine"))}]"#])
        // when
        let discoveries = await SearchServiceImplementation(client: try MastodonClient.stubbed(transport)).obtainDiscoveries()
        // then
        #expect(discoveries.hashtags.isEmpty && discoveries.accounts.map(\.handle) == ["katherine"])
    }

    @Test func testThatTrendingPostsAreAmongTheDiscoveries() async throws {
        // given
        let transport = RoutedTransport(["/api/v1/trends/statuses": "[\(StubJSON.status(id: "7"))]"])
        // when
        let discoveries = await SearchServiceImplementation(client: try MastodonClient.stubbed(transport)).obtainDiscoveries()
        // then
        #expect(discoveries.posts.map(\.id) == ["7"])
    }
}
