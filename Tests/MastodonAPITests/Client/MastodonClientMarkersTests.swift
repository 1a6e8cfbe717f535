import Foundation
import TestSupport
import Testing

@testable import MastodonAPI

struct MastodonClientMarkersTests {
    @Test func testThatTheHomeMarkerIsReadFromItsOwnTimeline() async throws {
        // given: a server that answers both markers
        let json = #"""
            {"home":{"last_read_id":"42","version":3},"notifications":{"last_read_id":"1795","version":1}}
            """#
        let client = try MastodonClient.stubbed(StubTransport(json: json))
        // when
        let marker = try await client.homeMarker()
        // then
        #expect(marker?.lastReadId == "42")
    }

    @Test func testThatSavingTheHomeMarkerNamesTheHomeTimeline() async throws {
        // given
        let transport = StubTransport(json: "{}")
        let client = try MastodonClient.stubbed(transport)
        // when
        try await client.saveHomeMarker(lastReadId: "42")
        // then
        let body = try JSONSerialization.jsonObject(with: transport.lastRequest?.body ?? Data()) as? [String: [String: String]]
        #expect(body == ["home": ["last_read_id": "42"]])
    }
}
