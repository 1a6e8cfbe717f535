import Testing

@testable import Tintype

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
}
