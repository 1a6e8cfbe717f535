import Imaging
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct PhotoBoxTests {
    @Test func testThatAPhotoOfUnknownShapeGetsASquare() {
        // given: cells twice as tall as wide
        // when
        let box = PhotoBox.cells(aspectRatio: nil, columns: 100, maximumRows: 20)
        // then
        #expect(box.columns == 40 && box.rows == 20)
    }

    @Test func testThatANonsenseShapeGetsASquare() {
        // when
        let box = PhotoBox.cells(aspectRatio: 0, columns: 100, maximumRows: 20)
        // then
        #expect(box.columns == 40 && box.rows == 20)
    }

    @Test func testThatAWidePhotoIsAsWideAsTheColumnsAllow() {
        // when
        let box = PhotoBox.cells(aspectRatio: 4, columns: 40, maximumRows: 20)
        // then
        #expect(box.columns == 40 && box.rows == 5)
    }

    @Test func testThatThePlaceholderFillsTheBoxWhileThereIsNoPicture() {
        // when
        let lines = PhotoBox.lines(nil, aspectRatio: 2, columns: 40, maximumRows: 20)
        // then
        #expect(lines.allSatisfy { $0.picture?.picture.columns == 40 } && lines.count == 10)
    }

    @Test func testThatAPictureOfAnotherShapeKeepsTheBoxsRows() {
        // given: a tall picture in the box of a wide one
        let tall = PixelImage(width: 10, height: 40, filledWith: .white)
        // when
        let lines = PhotoBox.lines(tall, aspectRatio: 2, columns: 40, maximumRows: 20)
        // then
        #expect(lines.count == 10)
    }

    @Test func testThatCellsTallerThanTwoWidthsGiveASquareFewerRows() {
        // given: kitty's cells at a small font, 7 by 17 pixels
        let cell = CellPixelSize(width: 7, height: 17)
        // when
        let box = PhotoBox.cells(aspectRatio: 1, columns: 40, maximumRows: 100, pixelCell: cell)
        // then: 280 pixels wide, 272 high
        #expect(box.columns == 40 && box.rows == 16)
    }

    @Test func testThatInPixelsAPictureOfAnotherShapeTakesTheWholeBox() {
        // given: a tall picture in the box of a wide one, which the terminal's pixels fit it into
        let tall = PixelImage(width: 10, height: 40, filledWith: .white)
        // when
        let lines = PhotoBox.lines(tall, aspectRatio: 2, columns: 40, maximumRows: 20, pixelCell: CellPixelSize(width: 10, height: 20))
        // then
        #expect(lines.allSatisfy { $0.picture?.picture.rows == 10 } && lines.count == 10)
    }
}
