import Imaging
import TerminalUI
import Testing

@MainActor
struct StyledLineTests {
    private static let picture = CellPicture(PixelImage(width: 2, height: 2, filledWith: .white), columns: 2, rows: 1)

    @Test func testThatTextStandsRightOfThePictureRow() {
        // given
        let line = StyledLine([.init("caption")], picture: .init(Self.picture, row: 0))
        let canvas = MemoryCanvas(size: TerminalSize(rows: 1, columns: 20))
        // when
        line.draw(in: canvas, row: 0, column: 0, maximumWidth: 20)
        // then
        #expect(canvas.renderedText() == "▀▀ caption")
    }

    @Test func testThatThePictureCountsInTheWidth() {
        #expect(StyledLine([.init("abc")], picture: .init(Self.picture, row: 0)).width == 6)
    }
}
