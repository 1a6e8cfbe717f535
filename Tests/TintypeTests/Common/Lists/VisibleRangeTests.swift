import Testing

@testable import Tintype
@testable import TintypeApp

struct VisibleRangeTests {
    @Test func testThatANewRangeIsToldOnce() {
        // given
        var range = VisibleRange()
        range.record(0..<5)
        _ = range.takeChange()
        // when
        let second = range.takeChange()
        // then
        #expect(second == nil)
    }

    @Test func testThatAMovedRangeIsToldAgain() {
        // given
        var range = VisibleRange()
        range.record(0..<5)
        _ = range.takeChange()
        range.record(2..<7)
        // when
        let change = range.takeChange()
        // then
        #expect(change == 2..<7)
    }

    @Test func testThatTheSameRangeIsToldAgainWhenItsRowsChanged() {
        // given
        var range = VisibleRange()
        range.record(0..<5)
        _ = range.takeChange()
        range.rowsChanged()
        range.record(0..<5)
        // when
        let change = range.takeChange()
        // then
        #expect(change == 0..<5)
    }
}
