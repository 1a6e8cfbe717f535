import Foundation
import Testing

@testable import MastodonAPI

struct LoopbackRedirectTests {
    private static let pages = LoopbackRedirectPages(signedIn: "signed in", refused: "refused", foreign: "foreign", notFound: "nothing")

    private func visit(_ redirect: LoopbackRedirect, query: String) async throws -> Int {
        let url = try #require(URL(string: redirect.redirectURI + "?" + query))
        return try await AsyncHTTPClientTransport().send(HTTPRequest(method: .get, url: url)).status
    }

    @Test func testThatTheRedirectAddressIsOnThisMachine() async throws {
        // given
        let redirect = try await LoopbackRedirect.listen(expecting: "state-1", pages: Self.pages)
        // when
        let address = redirect.redirectURI
        // then
        await redirect.close()
        #expect(address.hasPrefix("http://127.0.0.1:") && address.hasSuffix("/callback"))
    }

    @Test func testThatTheCodeTheBrowserBringsIsTaken() async throws {
        // given
        let redirect = try await LoopbackRedirect.listen(expecting: "state-1", pages: Self.pages)
        // when
        _ = try await visit(redirect, query: "code=code-1&state=state-1")
        // then
        let code = try await redirect.code()
        await redirect.close()
        #expect(code == "code-1")
    }

    @Test func testThatAnotherSignInsStateIsTurnedAway() async throws {
        // given
        let redirect = try await LoopbackRedirect.listen(expecting: "state-1", pages: Self.pages)
        // when
        let status = try await visit(redirect, query: "code=planted&state=someone-else")
        // then
        await redirect.close()
        #expect(status == 400)
    }

    @Test func testThatTheWaitGoesOnPastAnotherSignInsState() async throws {
        // given
        let redirect = try await LoopbackRedirect.listen(expecting: "state-1", pages: Self.pages)
        _ = try await visit(redirect, query: "code=planted&state=someone-else")
        // when
        _ = try await visit(redirect, query: "code=code-1&state=state-1")
        // then
        let code = try await redirect.code()
        await redirect.close()
        #expect(code == "code-1")
    }

    @Test func testThatARefusalOnTheInstancesPageIsSaid() async throws {
        // given
        let redirect = try await LoopbackRedirect.listen(expecting: "state-1", pages: Self.pages)
        // when
        _ = try await visit(redirect, query: "error=access_denied&state=state-1")
        // then
        await #expect(throws: LoopbackRedirect.Failure.refused("access_denied")) { try await redirect.code() }
        await redirect.close()
    }

    @Test func testThatTheBrowserIsShownTheWordsGiven() async throws {
        // given
        let redirect = try await LoopbackRedirect.listen(expecting: "state-1", pages: Self.pages)
        let url = try #require(URL(string: redirect.redirectURI + "?code=code-1&state=state-1"))
        // when
        let response = try await AsyncHTTPClientTransport().send(HTTPRequest(method: .get, url: url))
        // then
        await redirect.close()
        #expect(String(decoding: response.body, as: UTF8.self).contains("<p>signed in</p>"))
    }
}
