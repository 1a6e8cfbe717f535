import Testing

@testable import TerminalUI

struct ListViewportTests {
    private let threeRowsEach: (Int) -> Int = { _ in 3 }

    @Test func testThatSelectionIsClampedToTheList() {
        // given
        var viewport = ListViewport()
        // when
        viewport.moveSelection(by: 10, itemCount: 4)
        // then
        #expect(viewport.selectedIndex == 3)
    }

    @Test func testThatRevealScrollsDownToShowTheWholeSelectedRow() {
        // given
        var viewport = ListViewport()
        viewport.select(3, itemCount: 10)
        // when
        viewport.revealSelection(viewportRows: 9, itemCount: 10, height: threeRowsEach)
        // then
        #expect(viewport.topIndex == 1)
    }

    @Test func testThatRevealScrollsUpToTheSelection() {
        // given
        var viewport = ListViewport()
        viewport.scroll(toTop: 5, itemCount: 10)
        viewport.select(2, itemCount: 10)
        // when
        viewport.revealSelection(viewportRows: 9, itemCount: 10, height: threeRowsEach)
        // then
        #expect(viewport.topIndex == 2)
    }

    @Test func testThatVisibleRangeCoversTheRowsThatStartOnScreen() {
        // given
        let viewport = ListViewport()
        // when
        let range = viewport.visibleRange(viewportRows: 7, itemCount: 10, height: threeRowsEach)
        // then
        #expect(range == 0..<3)
    }

    @Test func testThatRevealOnEmptyListKeepsTheTop() {
        // given
        var viewport = ListViewport()
        // when
        viewport.revealSelection(viewportRows: 9, itemCount: 0, height: threeRowsEach)
        // then
        #expect(viewport.topIndex == 0)
    }

    @Test func testThatRevealOfTheLastRowShowsTheRowsBelowIt() {
        // given
        var viewport = ListViewport()
        viewport.select(9, itemCount: 10)
        // when
        viewport.revealSelection(viewportRows: 9, itemCount: 10, rowsBelowLast: 1, height: threeRowsEach)
        // then
        #expect(viewport.topIndex == 8)
    }

    @Test func testThatRevealOfAnEarlierRowLeavesTheRowsBelowTheLastAside() {
        // given
        var viewport = ListViewport()
        viewport.select(8, itemCount: 10)
        // when
        viewport.revealSelection(viewportRows: 9, itemCount: 10, rowsBelowLast: 1, height: threeRowsEach)
        // then
        #expect(viewport.topIndex == 6)
    }

    @Test func testThatFillScrollsUpOverBlankLinesAtTheEnd() {
        // given
        var viewport = ListViewport()
        viewport.scroll(toTop: 8, itemCount: 10)
        // when
        viewport.fillScreen(viewportRows: 15, itemCount: 10, rowsBelowLast: 1, height: threeRowsEach)
        // then
        #expect(viewport.topIndex == 6)
    }

    @Test func testThatFillLeavesAFullScreenAlone() {
        // given
        var viewport = ListViewport()
        viewport.scroll(toTop: 4, itemCount: 10)
        // when
        viewport.fillScreen(viewportRows: 9, itemCount: 10, rowsBelowLast: 1, height: threeRowsEach)
        // then
        #expect(viewport.topIndex == 4)
    }
}
