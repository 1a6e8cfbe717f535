import Testing

@testable import TerminalUI

struct TextWrapperTests {
    @Test func testThatWrapBreaksAtSpaces() {
        // given
        let text = "the quick brown fox"
        // when
        let lines = TextWrapper.wrap(text, width: 10)
        // then
        #expect(lines == ["the quick", "brown fox"])
    }

    @Test func testThatWrapCutsWordLongerThanLine() {
        // given
        let text = "abcdefghij"
        // when
        let lines = TextWrapper.wrap(text, width: 4)
        // then
        #expect(lines == ["abcd", "efgh", "ij"])
    }

    @Test func testThatWrapMeasuresCJKByColumns() {
        // given
        let text = "写真写真写真"
        // when
        let lines = TextWrapper.wrap(text, width: 5)
        // then
        #expect(lines == ["写真", "写真", "写真"])
    }

    @Test func testThatWrapKeepsNewlines() {
        // given
        let text = "one\ntwo"
        // when
        let lines = TextWrapper.wrap(text, width: 20)
        // then
        #expect(lines == ["one", "two"])
    }

    @Test func testThatWrapStopsAtMaximumLines() {
        // given
        let text = "a b c d e f"
        // when
        let lines = TextWrapper.wrap(text, width: 1, maxLines: 2)
        // then
        #expect(lines == ["a", "b"])
    }
}
