import Foundation
import MastodonAPI
import TestSupport
import Testing

struct MastodonClientQuotesTests {
    @Test func testThatTheQuotesOfAStatusArePaged() async throws {
        // given
        let transport = StubTransport(json: "[]")
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.quotes(ofStatusId: "7", .newest(limit: 20))
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/statuses/7/quotes" && transport.lastRequest?.url.query == "limit=20")
    }

    @Test func testThatARevokedQuoteNamesBothStatuses() async throws {
        // given
        let transport = StubTransport(json: StubJSON.status(id: "9"))
        let client = try MastodonClient.stubbed(transport)
        // when
        _ = try await client.revokeQuote(ofStatusId: "7", quotingStatusId: "9")
        // then
        let request = transport.lastRequest
        #expect(request?.method == .post && request?.url.path == "/api/v1/statuses/7/quotes/9/revoke")
    }
}
