import Testing

@testable import TerminalUI

@MainActor
struct MemoryCanvasTests {
    @Test func testThatPutClipsAtRightEdge() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 5))
        // when
        canvas.put("abcdefgh", row: 0, column: 0, style: .plain)
        // then
        #expect(canvas.renderedText() == "abcde")
    }

    @Test func testThatWideCharacterAtRightEdgeIsNotDrawn() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 3))
        // when
        let used = canvas.put("a写真", row: 0, column: 0, style: .plain)
        // then
        #expect(used == 3)
    }

    @Test func testThatPutOutsideRowsIsIgnored() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 3))
        // when
        let used = canvas.put("abc", row: 4, column: 0, style: .plain)
        // then
        #expect(used == 0)
    }

    @Test func testThatFillKeepsStyle() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 3))
        let style = TextStyle(role: .bar)
        // when
        canvas.fill(row: 0, column: 0, width: 3, style: style)
        // then
        #expect(canvas.style(row: 0, column: 2) == style)
    }
}
