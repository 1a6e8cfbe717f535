import Testing

@testable import Tintype
@testable import TintypeApp

struct SaturatingCountTests {
    @Test func testThatAStepUpFromTheLargestCountStaysThere() {
        // given, when
        let count = Int.max.movedSaturating(by: 1)
        // then
        #expect(count == .max)
    }

    @Test func testThatAStepDownFromTheSmallestCountStaysThere() {
        // given, when
        let count = Int.min.movedSaturating(by: -1)
        // then
        #expect(count == .min)
    }

    @Test func testThatAnOrdinaryStepMovesTheCount() {
        // given, when
        let count = 41.movedSaturating(by: 1)
        // then
        #expect(count == 42)
    }
}
