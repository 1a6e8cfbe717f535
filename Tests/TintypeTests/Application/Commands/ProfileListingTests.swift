import Foundation
import MastodonAPI
import TestSupport
import Testing

@testable import Tintype
@testable import TintypeApp

struct ProfileListingTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    private func configuration() throws -> ApplicationConfiguration {
        try ListingConfiguration.make("tintype-profile")
    }

    private static func answer(_ json: String, status: Int = 200) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Data(json.utf8)))
    }

    private static let grace =
        #"{"id":"7","username":"grace","acct":"grace","display_name":"Grace \u001b[31mHopper","note":"<p>Compilers &amp; moths</p>","followers_count":2,"following_count":1,"statuses_count":7}"#

    /// Who is signed in, asked first to find the account's folders.
    private static let signedIn = answer(StubJSON.account(id: "1", acct: "ada", displayName: "Ada Lovelace"))

    @Test func testThatAHandleIsLookedUpWithoutItsAt() async throws {
        // given
        let transport = StubTransport([
            Self.signedIn, Self.answer(Self.grace), Self.answer(#"[{"id":"7","following":true}]"#), Self.answer("[]"),
        ])
        // when
        _ = try await ProfileListing.render(
            configuration: try configuration(), handle: "@grace", format: .plain,
            transport: transport, now: now)
        // then
        #expect(transport.requests.contains { $0.url.query == "acct=grace" })
    }

    @Test func testThatPlainTextShowsWhoAndHowWeStandWithNoEscapes() async throws {
        // given
        let transport = StubTransport([
            Self.signedIn, Self.answer(Self.grace), Self.answer(#"[{"id":"7","following":true}]"#), Self.answer("[]"),
        ])
        // when
        let text = try await ProfileListing.render(
            configuration: try configuration(), handle: "grace", format: .plain,
            transport: transport, now: now)
        // then
        #expect(
            text == """
                Grace Hopper @grace@pixelfed.example
                you follow
                Compilers & moths
                7 posts · 2 followers · 1 following

                """)
    }

    @Test func testThatNoHandleShowsTheSignedInAccount() async throws {
        // given
        let transport = StubTransport([Self.signedIn, Self.answer(Self.grace), Self.answer("[]")])
        // when
        let text = try await ProfileListing.render(
            configuration: try configuration(), handle: nil, format: .plain,
            transport: transport, now: now)
        // then
        #expect(transport.requests.first?.url.path == "/api/v1/accounts/verify_credentials" && text.contains("this is you"))
    }

    @Test func testThatAnUnknownHandleSaysSo() async throws {
        // given
        let transport = StubTransport([Self.answer(#"{"error":"Record not found"}"#, status: 404)])
        // when
        let error = await caughtError {
            _ = try await ProfileListing.render(
                configuration: try configuration(), handle: "@nobody", format: .plain,
                transport: transport, now: self.now)
        }
        // then
        #expect(error.map { ErrorExplanation.describe($0, instance: "pixelfed.example") } == "no account @nobody on pixelfed.example")
    }

    @Test func testThatJSONCarriesTheCountsAndTheRelationship() async throws {
        // given
        let transport = StubTransport([
            Self.signedIn, Self.answer(Self.grace), Self.answer(#"[{"id":"7","followed_by":true}]"#), Self.answer("[]"),
        ])
        // when
        let text = try await ProfileListing.render(
            configuration: try configuration(), handle: "grace", format: .json,
            transport: transport, now: now)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        // then
        #expect(object?["followers"] as? Int == 2 && (object?["relationship"] as? [String: Any])?["followedBy"] as? Bool == true)
    }
}
