import Testing

@testable import TerminalUI

@MainActor
struct MemoryScreenTests {
    @Test func testThatRaisedSurfaceCoversTheOneBelow() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 1, columns: 6))
        let below = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 6))
        let above = screen.makeSurface(frame: Rect(row: 0, column: 2, rows: 1, columns: 2))
        below.put("aaaaaa", row: 0, column: 0, style: .plain)
        above.put("bb", row: 0, column: 0, style: .plain)
        // when
        let text = screen.renderedText()
        // then
        #expect(text == "aabbaa")
    }

    @Test func testThatOneRowIsComposedAsTheWholeScreenIs() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 2, columns: 6))
        let below = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 2, columns: 6))
        let above = screen.makeSurface(frame: Rect(row: 1, column: 2, rows: 1, columns: 2))
        below.put("aaaaaa", row: 1, column: 0, style: .plain)
        above.put("bb", row: 0, column: 0, style: .plain)
        // when
        let line = screen.renderedLine(at: 1)
        // then
        #expect(line == "aabbaa")
    }

    @Test func testThatHiddenSurfaceIsNotShown() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 1, columns: 3))
        let surface = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 3))
        surface.put("abc", row: 0, column: 0, style: .plain)
        // when
        surface.hide()
        // then
        #expect(screen.renderedText() == "")
    }

    @Test func testThatRemovedSurfaceLeavesTheScreen() {
        // given
        let screen = MemoryScreen(size: TerminalSize(rows: 1, columns: 3))
        let surface = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 3))
        surface.put("abc", row: 0, column: 0, style: .plain)
        // when
        surface.remove()
        // then
        #expect(screen.renderedText() == "")
    }
}
