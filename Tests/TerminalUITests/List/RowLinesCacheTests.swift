import Testing

@testable import TerminalUI

struct RowLinesCacheTests {
    /// Lays each row out as `index + 1` lines, counting how often it was asked.
    private final class CountingLayout {
        private(set) var layouts = 0

        func lines(_ index: Int) -> [StyledLine] {
            layouts += 1
            return Array(repeating: StyledLine([.init("row \(index)")]), count: index + 1)
        }
    }

    @Test func testThatARowIsLaidOutOnceAtTheSameWidth() {
        // given
        var cache = RowLinesCache()
        let layout = CountingLayout()
        _ = cache.lines(at: 2, width: 80, layOut: layout.lines)
        // when
        _ = cache.lines(at: 2, width: 80, layOut: layout.lines)
        // then
        #expect(layout.layouts == 1)
    }

    @Test func testThatAnotherWidthLaysTheRowOutAgain() {
        // given
        var cache = RowLinesCache()
        let layout = CountingLayout()
        _ = cache.lines(at: 2, width: 80, layOut: layout.lines)
        // when
        _ = cache.lines(at: 2, width: 40, layOut: layout.lines)
        // then
        #expect(layout.layouts == 2)
    }

    @Test func testThatTheHeightIsTheNumberOfLines() {
        // given
        var cache = RowLinesCache()
        let layout = CountingLayout()
        // when
        let height = cache.height(at: 4, width: 80, layOut: layout.lines)
        // then
        #expect(height == 5)
    }

    @Test func testThatOnlyTheLinesOfTheKeptRowsStay() {
        // given
        var cache = RowLinesCache()
        let layout = CountingLayout()
        for index in 0..<100 { _ = cache.lines(at: index, width: 80, layOut: layout.lines) }
        // when
        cache.keepLines(of: 40..<60)
        // then
        #expect(cache.keptLineCount == 20)
    }

    @Test func testThatALetGoRowIsLaidOutAgainForItsLines() {
        // given
        var cache = RowLinesCache()
        let layout = CountingLayout()
        _ = cache.lines(at: 7, width: 80, layOut: layout.lines)
        cache.keepLines(of: 40..<60)
        // when
        _ = cache.lines(at: 7, width: 80, layOut: layout.lines)
        // then
        #expect(layout.layouts == 2)
    }

    @Test func testThatALetGoRowsHeightIsKnownWithoutLayingItOut() {
        // given
        var cache = RowLinesCache()
        let layout = CountingLayout()
        _ = cache.lines(at: 7, width: 80, layOut: layout.lines)
        cache.keepLines(of: 40..<60)
        // when
        let height = cache.height(at: 7, width: 80, layOut: layout.lines)
        // then
        #expect(height == 8 && layout.layouts == 1)
    }

    @Test func testThatForgettingEverythingForgetsTheHeightsToo() {
        // given
        var cache = RowLinesCache()
        let layout = CountingLayout()
        _ = cache.height(at: 7, width: 80, layOut: layout.lines)
        cache.removeAll()
        // when
        _ = cache.height(at: 7, width: 80, layOut: layout.lines)
        // then
        #expect(layout.layouts == 2)
    }
}
