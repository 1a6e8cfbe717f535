import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct SearchListingTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    private func configuration() throws -> ApplicationConfiguration {
        try ListingConfiguration.make("tintype-search")
    }

    private static func answer(_ json: String) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    /// Who is signed in, then what the search found.
    private static func answers(found json: String) -> [Result<HTTPResponse, TransportError>] {
        [answer(StubJSON.account(id: "1", acct: "ada", displayName: "Ada Lovelace")), answer(json)]
    }

    private func render(_ json: String, format: FeedListing.Format = .plain) async throws -> String {
        try await SearchListing.render(
            configuration: try configuration(), query: "gra", kind: nil, format: format,
            transport: StubTransport(Self.answers(found: json)), now: now)
    }

    @Test func testThatEachGroupIsHeadedAndListed() async throws {
        // given
        let json =
            #"{"accounts":[\#(StubJSON.account(id: "2", acct: "grace", displayName: "Grace Hopper"))],"#
            + #""hashtags":[{"name":"graphs","history":[{"uses":"2"},{"uses":"1"}]}],"statuses":[\#(StubJSON.status(id: "7", content: "<p>Grace notes</p>"))]}"#
        // when
        let text = try await render(json)
        // then
        #expect(
            text.hasPrefix("Accounts\nGrace Hopper @grace · id 2\n\nHashtags\n#graphs · 3 posts lately\n\nPosts\nGrace Hopper @grace")
                && text.contains("Grace notes"),
            "\(text)")
    }

    @Test func testThatAnEmptyGroupIsLeftOut() async throws {
        // given
        let json = #"{"accounts":[\#(StubJSON.account(id: "2", acct: "grace", displayName: "Grace Hopper"))],"hashtags":[],"statuses":[]}"#
        // when
        let text = try await render(json)
        // then
        #expect(text == "Accounts\nGrace Hopper @grace · id 2\n")
    }

    @Test func testThatNothingFoundIsSaid() async throws {
        // given
        let json = #"{"accounts":[],"hashtags":[],"statuses":[]}"#
        // when
        let text = try await render(json)
        // then
        #expect(text == "Nothing found.\n")
    }

    @Test func testThatAHostileNameIsPrintedWithoutItsEscape() async throws {
        // given
        let json = #"{"accounts":[\#(StubJSON.account(id: "2", acct: "grace", displayName: "Grace \\u001b[31mHopper"))]}"#
        // when
        let text = try await render(json)
        // then
        #expect(!text.contains("\u{1B}"))
    }

    @Test func testThatJSONHasTheThreeListsAlways() async throws {
        // given
        let json = #"{"hashtags":[{"name":"cats"}]}"#
        // when
        let text = try await render(json, format: .json)
        // then
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object.map { Set($0.keys) } == ["accounts", "hashtags", "posts"])
    }
}
