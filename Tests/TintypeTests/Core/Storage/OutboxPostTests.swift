import Testing

@testable import Tintype
@testable import TintypeApp

struct OutboxPostTests {
    @Test func testThatTheSamePostAskedForTwiceIsOnePost() {
        // given
        let first = OutboxPost(text: "Moths", contentWarning: "insects", isSensitive: true, language: "en")
        // when
        let again = OutboxPost(text: "Moths", contentWarning: "insects", isSensitive: true, language: "en")
        // then
        #expect(first.fingerprint == again.fingerprint)
    }

    @Test func testThatTwoPostsDifferingOnlyInTheirWarningAreTwoPosts() {
        // given
        let plain = OutboxPost(text: "Moths")
        // when
        let warned = OutboxPost(text: "Moths", contentWarning: "insects")
        // then
        #expect(plain.fingerprint != warned.fingerprint)
    }

    @Test func testThatTwoPostsDifferingOnlyInTheirLanguageAreTwoPosts() {
        // given
        let english = OutboxPost(text: "Moths", language: "en")
        // when
        let french = OutboxPost(text: "Moths", language: "fr")
        // then
        #expect(english.fingerprint != french.fingerprint)
    }
}
