import TerminalUI
import Testing

@testable import TintypeApp

struct PictureDrawingTests {
    @Test func testThatHalfBlocksDecodeTwoPixelsACellKeepingTheShape() {
        // given: 20x5 cells hold a 4:3 picture as 13 columns by 5 rows
        let drawing = PictureDrawing(
            support: PictureSupport(pictureProtocol: .blocks), colors: .palette256, cell: .fallback, columns: 20, rows: 5)
        // when
        let size = drawing.pixels(forWidth: 64, height: 48)
        // then
        #expect(size.width == 13 && size.height == 10)
    }

    @Test func testThatFilesAreLeftAloneWhereTheTerminalDidNotSayItReadsThem() {
        // given: kitty, as far away as over ssh
        let drawing = PictureDrawing(
            support: PictureSupport(pictureProtocol: .kitty), colors: .trueColor, cell: .fallback, columns: 20, rows: 5,
            pixelFiles: KittyPixelFiles())
        // when
        let files = drawing.pixelFiles
        // then
        #expect(files == nil)
    }

    @Test func testThatPixelsFillTheBoxInTheTerminalsOwnPixels() {
        // given: 20x5 cells of 10x20 pixels, a 200x100 box
        let drawing = PictureDrawing(
            support: PictureSupport(pictureProtocol: .kitty), colors: .trueColor, cell: CellPixelSize(width: 10, height: 20), columns: 20,
            rows: 5)
        // when
        let size = drawing.pixels(forWidth: 64, height: 48)
        // then
        #expect(size.width == 133 && size.height == 100)
    }

    @Test func testThatAPictureInPixelsTakesTheLinesItsHeightCovers() {
        // given
        let drawing = PictureDrawing(
            support: PictureSupport(pictureProtocol: .sixel), colors: .trueColor, cell: CellPixelSize(width: 10, height: 20), columns: 20,
            rows: 5)
        // when
        let lines = drawing.lines(forWidth: 64, height: 48)
        // then
        #expect(lines == 5)
    }
}
