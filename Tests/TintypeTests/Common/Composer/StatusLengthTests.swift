import Testing

@testable import Tintype
@testable import TintypeApp

struct StatusLengthTests {
    @Test func testThatALinkCountsAsTheServersReservedLength() {
        // given
        let text = "see https://example.com/a/very/long/path/that/goes/on?and=on"
        // when
        let count = StatusLength.count(text, charactersPerURL: 23)
        // then
        #expect(count == 4 + 23)
    }

    @Test func testThatAMentionElsewhereCountsOnlyItsName() {
        // given
        let text = "hi @grace@pixelfed.example"
        // when
        let count = StatusLength.count(text, charactersPerURL: 23)
        // then
        #expect(count == "hi @grace".count)
    }

    @Test func testThatAnEmojiWithASkinToneCountsItsCodePoints() {
        // given
        let text = "👋🏽"
        // when
        let count = StatusLength.count(text, charactersPerURL: 23)
        // then
        #expect(count == 2)
    }

    @Test func testThatAMentionInsideAWordCountsWhole() {
        // given
        let text = "mail ada@home@example.org"
        // when
        let count = StatusLength.count(text, charactersPerURL: 23)
        // then
        #expect(count == text.count)
    }

    @Test func testThatAMentionsTrailingDotIsCountedAsText() {
        // given
        let text = "@grace@pixelfed.example."
        // when
        let count = StatusLength.count(text, charactersPerURL: 23)
        // then
        #expect(count == "@grace.".count)
    }

    @Test func testThatASchemeAloneIsNotALink() {
        // given
        let text = "https:// and"
        // when
        let count = StatusLength.count(text, charactersPerURL: 23)
        // then
        #expect(count == text.count)
    }

    @Test func testThatALinkEndsAtAQuote() {
        // given
        let text = "\"http://a.example\" x"
        // when
        let count = StatusLength.count(text, charactersPerURL: 23)
        // then
        #expect(count == 1 + 23 + 3)
    }
}
