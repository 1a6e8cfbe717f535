import Foundation
import Testing

@testable import MastodonAPI

struct QuoteEntityTests {
    private func status(quote: String) throws -> StatusEntity {
        let json = """
            {"id": "2", "account": {"id": "a", "username": "ada", "acct": "ada"}, "content": "<p>So true</p>", "quote": \(quote)}
            """
        return try FlatJSONDecoder().decode(StatusEntity.self, from: Data(json.utf8))
    }

    @Test func testThatAnAcceptedQuoteCarriesTheQuotedStatus() throws {
        // given
        let quote =
            #"{"state": "accepted", "quoted_status": {"id": "1", "account": {"id": "g", "username": "grace", "acct": "grace"}, "content": "<p>Bugs</p>"}}"#
        // when
        let decoded = try status(quote: quote)
        // then
        #expect(decoded.quote?.state == .accepted && decoded.quote?.quotedStatus?.content == "<p>Bugs</p>")
    }

    @Test func testThatAShallowQuoteCarriesTheQuotedIdAlone() throws {
        // given
        let quote = #"{"state": "accepted", "quoted_status_id": "1"}"#
        // when
        let decoded = try status(quote: quote)
        // then
        #expect(decoded.quote?.quotedStatusId == "1" && decoded.quote?.quotedStatus == nil)
    }

    @Test func testThatAStateOfANewerServerReadsAsUnknown() throws {
        // given
        let quote = #"{"state": "frozen_in_carbonite"}"#
        // when
        let decoded = try status(quote: quote)
        // then
        #expect(decoded.quote?.state == .unknown)
    }

    @Test func testThatABlockedAccountsQuoteIsRead() throws {
        // given
        let quote = #"{"state": "blocked_account", "quoted_status": null}"#
        // when
        let decoded = try status(quote: quote)
        // then
        #expect(decoded.quote?.state == .blockedAccount)
    }

    @Test func testThatAQuoteOfTheWrongTypeLeavesThePostWithoutOne() throws {
        // given
        // when
        let decoded = try status(quote: #""not a quote""#)
        // then
        #expect(decoded.quote == nil && decoded.id == "2")
    }

    @Test func testThatAQuoteReadsBackAsItWasWritten() throws {
        // given
        let written = try status(
            quote:
                #"{"state": "accepted", "quoted_status": {"id": "1", "account": {"id": "g", "username": "grace", "acct": "grace"}, "content": "<p>Bugs</p>"}}"#
        )
        // when
        let read = try FlatJSONDecoder().decode(StatusEntity.self, from: JSONEncoder().encode(written))
        // then
        #expect(read.quote == written.quote)
    }
}
