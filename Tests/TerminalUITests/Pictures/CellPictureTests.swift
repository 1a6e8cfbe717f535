import Imaging
import TerminalUI
import Testing

struct CellPictureTests {
    /// 8 x 8 pixels: red above, blue below.
    private static let redOverBlue = PixelImage(
        width: 8, height: 8, bytes: (0..<64).flatMap { $0 < 32 ? [255, 0, 0] : [0, 0, 255] as [UInt8] })

    @Test func testThatARedTopHalfGivesRedForegroundCells() {
        // given / when: one row of cells holds the whole height, two pixels to a cell
        let picture = CellPicture(Self.redOverBlue, columns: 4, rows: 1)
        // then
        #expect(picture.cells.allSatisfy { $0.top == RGBColor(hex: 0xFF0000) })
    }

    @Test func testThatABlueBottomHalfGivesBlueBackgroundCells() {
        // given / when
        let picture = CellPicture(Self.redOverBlue, columns: 4, rows: 1)
        // then
        #expect(picture.cells.allSatisfy { $0.bottom == RGBColor(hex: 0x0000FF) })
    }

    @Test func testThatRedMapsToThePaletteRed() {
        // given / when
        let picture = CellPicture(Self.redOverBlue, columns: 4, rows: 1)
        // then: 196 is the cube's (5, 0, 0)
        #expect(picture.cell(row: 0, column: 0).topIndex == 196)
    }

    @Test func testThatAFittedSquarePhotoKeepsItsShape() {
        // given
        let square = PixelImage(width: 100, height: 100, filledWith: .white)
        // when
        let picture = CellPicture(fitting: square, columns: 40, rows: 40)
        // then
        #expect([picture.columns, picture.rows] == [40, 20])
    }

    @Test func testThatAWideLetterIsNotTakenForACell() {
        // given: 写 takes two columns, a cell one
        // when
        let cell = PictureCell(top: .white, bottom: .black, letter: "写")
        // then
        #expect(cell.letter == nil)
    }

    @Test func testThatAPictureMadeCellByCellHasItsCellsInRows() {
        // given
        let cells = (0..<4).map { PictureCell(top: RGBColor(red: UInt8($0), green: 0, blue: 0), bottom: .black) }
        // when
        let picture = CellPicture(columns: 2, rows: 2, cells: cells)
        // then
        #expect(picture.cell(row: 1, column: 0).top.red == 2)
    }
}
