import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct FeedListingTests {
    private func configuration() throws -> ApplicationConfiguration {
        try ListingConfiguration.make("tintype-feed")
    }

    private static func answer(_ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    @Test func testThatTheHomeTimelineIsAskedForAsManyPostsAsArePrinted() async throws {
        // given
        let transport = StubTransport([Self.answer(StubJSON.account(id: "1", acct: "ada", displayName: "Ada Lovelace")), Self.answer("[]")])
        // when
        _ = try await FeedListing.render(configuration: try configuration(), format: .plain, limit: 5, transport: transport)
        // then
        #expect(transport.lastRequest?.url.query?.contains("limit=5") == true, "\(transport.lastRequest?.url.absoluteString ?? "")")
    }
}
