import Testing

@testable import Tintype
@testable import TintypeApp

struct CountFormatterTests {
    @Test func testThatSmallCountIsExact() {
        // given
        let count = 999
        // when
        let text = CountFormatter.string(for: count)
        // then
        #expect(text == "999")
    }

    @Test func testThatThousandsNeverRoundUp() {
        // given
        let count = 1999
        // when
        let text = CountFormatter.string(for: count)
        // then
        #expect(text == "1.9k")
    }

    @Test func testThatMillionsUseM() {
        // given
        let count = 3_400_000
        // when
        let text = CountFormatter.string(for: count)
        // then
        #expect(text == "3.4M")
    }
}
