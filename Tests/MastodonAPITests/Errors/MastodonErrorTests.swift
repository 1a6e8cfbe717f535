import Foundation
import Testing

@testable import MastodonAPI

struct MastodonErrorTests {
    private let now = Date(timeIntervalSince1970: 1_000_000)

    private func response(_ status: Int, _ body: String = "", headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
    }

    @Test func testThat401MapsToUnauthorizedWithTheServerMessage() {
        // given
        let answer = response(401, #"{"error":"The access token is invalid"}"#)
        // when
        let error = MastodonError(response: answer, now: now)
        // then
        #expect(error == .unauthorized("The access token is invalid"))
    }

    @Test func testThat422PrefersErrorDescription() {
        // given
        let answer = response(422, #"{"error":"Validation failed","error_description":"Text can't be blank"}"#)
        // when
        let error = MastodonError(response: answer, now: now)
        // then
        #expect(error == .unprocessable("Text can't be blank"))
    }

    @Test func testThat429ReadsRetryAfterSeconds() {
        // given
        let answer = response(429, headers: [("Retry-After", "300")])
        // when
        let error = MastodonError(response: answer, now: now)
        // then
        #expect(error == .rateLimited(until: now.addingTimeInterval(300)))
    }

    @Test func testThat429ReadsIsoResetAsMastodonSendsIt() {
        // given
        let answer = response(429, headers: [("X-RateLimit-Reset", "1970-01-12T13:50:00.000Z")])
        // when
        let error = MastodonError(response: answer, now: now)
        // then
        #expect(error == .rateLimited(until: Date(timeIntervalSince1970: 1_000_200)))
    }

    @Test func testThat429ReadsEpochReset() {
        // given
        let answer = response(429, headers: [("X-RateLimit-Reset", "1800000300")])
        // when
        let error = MastodonError(response: answer, now: Date(timeIntervalSince1970: 1_800_000_000))
        // then
        #expect(error == .rateLimited(until: Date(timeIntervalSince1970: 1_800_000_300)))
    }

    @Test func testThatHTMLErrorPageFromProxyGivesServerErrorWithoutMessage() {
        // given
        let answer = response(502, "<html><body>Bad Gateway</body></html>")
        // when
        let error = MastodonError(response: answer, now: now)
        // then
        #expect(error == .server(status: 502, message: nil))
    }

    @Test func testThatServerErrorIsTransient() {
        // given
        let error = MastodonError.server(status: 503, message: nil)
        // when
        let transient = error.isTransient
        // then
        #expect(transient)
    }

    @Test func testThatUnauthorizedIsNotTransient() {
        // given
        let error = MastodonError.unauthorized(nil)
        // when
        let transient = error.isTransient
        // then
        #expect(!transient)
    }
}
