import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct LikesListingTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    private func configuration() throws -> ApplicationConfiguration {
        try ListingConfiguration.make("tintype-likes")
    }

    private static func answer(_ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    /// Who is signed in, then one post of hers liked by Alan (named with an escape) and Katherine.
    private static let answers = [
        answer(StubJSON.account(id: "1", acct: "ada", displayName: "Ada Lovelace")),
        answer(
            #"{"accounts":[\#(StubJSON.account(id: "2", acct: "alan", displayName: "Alan \\u001b[31mTuring")),\#(StubJSON.account(id: "3", acct: "katherine", displayName: "Katherine Johnson"))],"#
                + #""statuses":[\#(StubJSON.status(id: "7", content: "<p>Eileen Collins</p><p>more</p>"))],"#
                + #""notification_groups":[{"group_key":"favourite-7","type":"favourite","notifications_count":2,"most_recent_notification_id":"40","sample_account_ids":["2","3"],"status_id":"7"}]}"#
        ),
    ]

    @Test func testThatPlainTextNamesWhoLikedWhichPost() async throws {
        // given
        let transport = StubTransport(Self.answers)
        // when
        let text = try await LikesListing.render(
            configuration: try configuration(), mine: false, format: .plain, transport: transport, now: now)
        // then
        #expect(text.hasPrefix("Alan Turing and Katherine Johnson liked your post"))
    }

    @Test func testThatPlainTextHasNoEscapes() async throws {
        // given
        let transport = StubTransport(Self.answers)
        // when
        let text = try await LikesListing.render(
            configuration: try configuration(), mine: false, format: .plain, transport: transport, now: now)
        // then
        #expect(!text.contains("\u{1B}"))
    }

    @Test func testThatJSONCarriesTheLikersAndTheCount() async throws {
        // given
        let transport = StubTransport(Self.answers)
        // when
        let text = try await LikesListing.render(
            configuration: try configuration(), mine: false, format: .json, transport: transport, now: now)
        // then
        let groups = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
        #expect(groups?.first?["likes"] as? Int == 2 && (groups?.first?["likers"] as? [Any])?.count == 2)
    }

    @Test func testThatMineAsksForTheFavourites() async throws {
        // given
        let transport = StubTransport([Self.answers[0], Self.answer("[\(StubJSON.status(id: "5"))]")])
        // when
        _ = try await LikesListing.render(configuration: try configuration(), mine: true, format: .plain, transport: transport, now: now)
        // then
        #expect(transport.lastRequest?.url.path == "/api/v1/favourites")
    }
}
