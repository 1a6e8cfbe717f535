import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct TagListingTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    private func configuration() throws -> ApplicationConfiguration {
        try ListingConfiguration.make("tintype-tag")
    }

    private static func answer(_ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    private func render(_ name: String, found json: String) async throws -> (text: String, transport: StubTransport) {
        let transport = StubTransport([Self.answer(StubJSON.account(id: "1", acct: "ada", displayName: "Ada Lovelace")), Self.answer(json)])
        let text = try await TagListing.render(
            configuration: try configuration(), name: name, format: .plain, limit: 20, transport: transport, now: now)
        return (text, transport)
    }

    @Test func testThatTheHashIsNotPartOfTheTagAskedFor() async throws {
        // when
        let (_, transport) = try await render("#moths", found: "[]")
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/timelines/tag/moths")
    }

    @Test func testThatATagWithoutPhotoPostsSaysSo() async throws {
        // when
        let (text, _) = try await render("moths", found: "[]")
        // then
        #expect(text == "No posts with photos carry this hashtag yet.\n")
    }

    @Test func testThatAPhotoPostIsPrintedAsTheFeedPrintsIt() async throws {
        // given
        let post =
            #"{"id":"7","created_at":"2026-11-21T10:00:00.000Z","content":"<p>Cat nap</p>","account":\#(StubJSON.account()),"#
            + #""media_attachments":[{"id":"m","type":"image","url":"https://x/a.jpg","description":"A cat"}]}"#
        // when
        let (text, _) = try await render("moths", found: "[\(post)]")
        // then
        #expect(text.contains("Cat nap\n▣ photo · alt: A cat"), "\(text)")
    }
}
