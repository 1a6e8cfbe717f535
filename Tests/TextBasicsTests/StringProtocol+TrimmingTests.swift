import Testing

@testable import TextBasics

struct StringProtocolTrimmingTests {
    @Test func testThatTrimmedDropsSpacesTabsAndLineBreaksAtBothEnds() {
        // given
        let text = " \t hello world \r\n"
        // when
        let result = text.trimmed()
        // then
        #expect(result == "hello world")
    }

    @Test func testThatTrimmedOfOnlySpacesIsEmpty() {
        // given
        let text = "  \n "
        // when
        let result = text.trimmed()
        // then
        #expect(result.isEmpty)
    }

    @Test func testThatTrimmedWhereKeepsWhatThePredicateLeaves() {
        // given
        let text = "\"  abc\""
        // when
        let result = text.trimmed(where: { $0 == "\"" })
        // then
        #expect(result == "  abc")
    }
}
