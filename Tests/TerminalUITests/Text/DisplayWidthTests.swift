import Testing

@testable import TerminalUI

struct DisplayWidthTests {
    @Test func testThatAsciiLetterTakesOneColumn() {
        // given
        let text = "a"
        // when
        let width = DisplayWidth.of(text)
        // then
        #expect(width == 1)
    }

    @Test func testThatCJKIdeographTakesTwoColumns() {
        // given
        let text = "写"
        // when
        let width = DisplayWidth.of(text)
        // then
        #expect(width == 2)
    }

    @Test func testThatEmojiTakesTwoColumns() {
        // given
        let text = "🐈"
        // when
        let width = DisplayWidth.of(text)
        // then
        #expect(width == 2)
    }

    @Test func testThatEmojiWithPresentationSelectorTakesTwoColumns() {
        // given
        let text = "🛰️"
        // when
        let width = DisplayWidth.of(text)
        // then
        #expect(width == 2)
    }

    @Test func testThatCombiningAccentAddsNoColumn() {
        // given
        let text = "e\u{0301}"
        // when
        let width = DisplayWidth.of(text)
        // then
        #expect(width == 1)
    }

    @Test func testThatFlagTakesTwoColumns() {
        // given
        let text = "🇫🇷"
        // when
        let width = DisplayWidth.of(text)
        // then
        #expect(width == 2)
    }

    @Test func testThatTruncateEndsWithEllipsisWithinWidth() {
        // given
        let text = "Analytical Engine"
        // when
        let cut = DisplayWidth.truncate(text, toWidth: 8)
        // then
        #expect(cut == "Analyti…")
    }

    @Test func testThatTruncateNeverSplitsWideCharacterPastWidth() {
        // given
        let text = "写真写真写真"
        // when
        let cut = DisplayWidth.truncate(text, toWidth: 6)
        // then
        #expect(DisplayWidth.of(cut) <= 6)
    }

    @Test func testThatTruncateKeepsTextThatFits() {
        // given
        let text = "short"
        // when
        let cut = DisplayWidth.truncate(text, toWidth: 10)
        // then
        #expect(cut == "short")
    }
}
