import Foundation
import Testing

@testable import MastodonAPI

struct ErrorDispositionTests {
    @Test func testThatATokenRefusedIsABadToken() {
        // given, when
        let disposition = MastodonError.unauthorized("The access token is invalid").disposition
        // then
        #expect(disposition == .badToken)
    }

    @Test func testThatARateLimitCarriesItsTime() {
        // given
        let until = Date(timeIntervalSince1970: 42)
        // when
        let disposition = MastodonError.rateLimited(until: until).disposition
        // then
        #expect(disposition == .rateLimited(until: until))
    }

    @Test func testThatAnUnreadableAnswerIsTriedLater() {
        // given, when
        let disposition = MastodonError.malformedResponse("truncated").disposition
        // then
        #expect(disposition == .tryLater)
    }

    @Test func testThatAnUnexpectedClientErrorIsRefused() {
        // given, when
        let disposition = MastodonError.unexpectedStatus(400, "bad request").disposition
        // then
        #expect(disposition == .refused)
    }

    @Test func testThatARequestTimeoutStatusIsTriedLater() {
        // given, when
        let disposition = MastodonError.unexpectedStatus(408, nil).disposition
        // then
        #expect(disposition == .tryLater)
    }

    @Test func testThatAValidationErrorIsRefused() {
        // given, when
        let disposition = MastodonError.unprocessable("Text is too long").disposition
        // then
        #expect(disposition == .refused)
    }
}
