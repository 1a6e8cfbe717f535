import Imaging
import TerminalUI
import Testing

@MainActor
struct MemoryCanvasPictureTests {
    private static let picture = CellPicture(PixelImage(width: 2, height: 2, filledWith: RGBColor(hex: 0xFF0000)), columns: 2, rows: 1)

    @Test func testThatAPictureRowIsDrawnAsHalfBlocks() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 4))
        // when
        canvas.drawPictureRow(0, of: Self.picture, row: 0, column: 1)
        // then
        #expect(canvas.renderedText() == " ▀▀")
    }

    @Test func testThatAPictureIsClippedAtTheEdge() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 2))
        // when
        canvas.drawPictureRow(0, of: Self.picture, row: 0, column: 1)
        // then
        #expect(canvas.renderedText() == " ▀")
    }

    @Test func testThatNoPictureIsDrawnWithoutColour() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 4), pictureColors: .none)
        // when
        canvas.drawPictureRow(0, of: Self.picture, row: 0, column: 0)
        // then
        #expect(canvas.renderedText().isEmpty)
    }

    @Test func testThatALettersCellIsDrawnAsItsLetter() {
        // given
        let cell = PictureCell(top: .white, bottom: RGBColor(hex: 0x4A6C8E), letter: "A")
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 1))
        // when
        canvas.drawPictureRow(0, of: CellPicture(columns: 1, rows: 1, cells: [cell]), row: 0, column: 0)
        // then
        #expect(canvas.renderedText() == "A")
    }
}
