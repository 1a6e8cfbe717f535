import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxRejectionRefusalTests {
    @Test func testThatTheServersWordsAreKept() {
        // given, when
        let rejection = OutboxRejection(refusal: .unprocessable("Text is too long"))
        // then
        #expect(rejection == .refused(serverMessage: "Text is too long"))
    }

    @Test func testThatTheServersWordsLoseTheirEscapes() {
        // given, when
        let rejection = OutboxRejection(refusal: .forbidden("no\u{1B}]52;c;x\u{07} way"))
        // then
        guard case .notAllowed(let message?) = rejection else {
            Issue.record("not a refusal: \(rejection)")
            return
        }
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func testThatAGoneTargetIsSaidAsSuch() {
        // given, when
        let rejection = OutboxRejection(refusal: .notFound(nil))
        // then
        #expect(rejection == .targetGone)
    }
}
