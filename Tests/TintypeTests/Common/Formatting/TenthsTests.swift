import Testing

@testable import Tintype
@testable import TintypeApp

struct TenthsTests {
    @Test func testThatATenthIsRoundedDown() {
        // when
        let text = Tenths.string(1999, per: 1000)
        // then
        #expect(text == "1.9")
    }

    @Test func testThatAWholeNumberHasNoDecimal() {
        // when
        let text = Tenths.string(2049, per: 1024)
        // then
        #expect(text == "2")
    }

    @Test func testThatTheLargestNumberIsWorded() {
        // when
        let text = Tenths.string(Int.max, per: 1_000_000)
        // then
        #expect(text == "9223372036854.7")
    }
}
