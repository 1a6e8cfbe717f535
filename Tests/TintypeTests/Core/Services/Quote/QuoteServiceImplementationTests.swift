import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct QuoteServiceImplementationTests {
    @Test func testThatAQuoteTakenBackShowsTheQuotedPostRemoved() async throws {
        // given: the server answers the quoting status, its quote revoked
        let quoting =
            #"{"id":"9","created_at":"2026-11-21T10:00:00.000Z","content":"<p>So true</p>","account":\#(StubJSON.account()),"#
            + #""quote":{"state":"revoked","quoted_status":null}}"#
        let service = QuoteServiceImplementation(client: try MastodonClient.stubbed(StubTransport(json: quoting)))
        // when
        let post = try await service.revokeQuote(ofPostId: "7", quotingPostId: "9")
        // then
        #expect(post.quote == .removed)
    }

    @Test func testThatTheQuotesArePostsAsAnyList() async throws {
        // given
        let service = QuoteServiceImplementation(client: try MastodonClient.stubbed(StubTransport(json: "[\(StubJSON.status(id: "9"))]")))
        // when
        let page = try await service.obtainQuotes(ofPostId: "7", more: false)
        // then
        #expect(page.items.map(\.id) == ["9"])
    }
}
