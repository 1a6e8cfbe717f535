import Imaging
import Testing

@testable import TerminalUI

struct PixelLayoutTests {
    private let cell = CellPixelSize(width: 10, height: 20)

    private func placement(width: Int, height: Int, columns: Int, rows: Int, shown: Range<Int>? = nil) -> PicturePlacement {
        PicturePlacement(
            source: PictureSource(TestPictures.gradient(width: width, height: height)), origin: (5, 3), boxColumns: columns, boxRows: rows,
            shownRows: shown ?? 0..<rows)
    }

    @Test func testThatAWidePhotoFillsTheBoxesWidth() throws {
        // given: 30 columns by 10 rows is 300x200 pixels
        let wide = placement(width: 600, height: 200, columns: 30, rows: 10)
        // when
        let layout = try #require(PixelLayout(wide, cell: cell, startsInsideCells: true))
        // then
        #expect((layout.width, layout.height) == (300, 100))
    }

    @Test func testThatAPhotoIsCentredInItsBoxOnWholeCellsForPaintedProtocols() throws {
        // given: a square photo in a 300x200 box is 200 wide, 50 pixels in: 5 cells
        let square = placement(width: 100, height: 100, columns: 30, rows: 10)
        // when
        let layout = try #require(PixelLayout(square, cell: cell, startsInsideCells: false))
        // then
        #expect((layout.cellColumn, layout.offsetX) == (3 + 5, 0))
    }

    @Test func testThatKittyStartsInsideACellToCentreExactly() throws {
        // given: a 150x200 photo in a 300x200 box starts 75 pixels in
        let tall = placement(width: 150, height: 200, columns: 30, rows: 10)
        // when
        let layout = try #require(PixelLayout(tall, cell: cell, startsInsideCells: true))
        // then
        #expect((layout.cellColumn, layout.offsetX) == (3 + 7, 5))
    }

    @Test func testThatShownRowsCutThePicturesPixels() throws {
        // given: only the box's last two rows of four are shown
        let cut = placement(width: 80, height: 80, columns: 8, rows: 4, shown: 2..<4)
        // when
        let layout = try #require(PixelLayout(cut, cell: cell, startsInsideCells: false))
        // then
        #expect((layout.shownTop, layout.shownHeight, layout.cellRow) == (40, 40, 7))
    }

    @Test func testThatRowsOutsideThePictureInItsBoxShowNothing() {
        // given: a wide photo fills the box's middle rows; its first row holds none of it
        let wide = placement(width: 400, height: 100, columns: 40, rows: 10, shown: 0..<1)
        // when
        let layout = PixelLayout(wide, cell: cell, startsInsideCells: false)
        // then
        #expect(layout == nil)
    }
}
