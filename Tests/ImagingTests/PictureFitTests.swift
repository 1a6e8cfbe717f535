import Imaging
import Testing

struct PictureFitTests {
    @Test func testThatASquarePhotoTakesHalfAsManyRowsAsColumns() {
        #expect(PictureFit.cells(forWidth: 1000, height: 1000, columns: 40, rows: 100) == (40, 20))
    }

    @Test func testThatATallPhotoIsLimitedByTheRows() {
        #expect(PictureFit.cells(forWidth: 500, height: 1000, columns: 80, rows: 10) == (10, 10))
    }

    @Test func testThatAVeryWidePhotoStillTakesARow() {
        #expect(PictureFit.cells(forWidth: 10000, height: 10, columns: 40, rows: 10) == (40, 1))
    }

    @Test func testThatAWidePhotoFillsTheWidthOfAPixelBox() {
        #expect(PictureFit.pixels(forWidth: 300, height: 200, boxWidth: 600, boxHeight: 800) == (600, 400))
    }

    @Test func testThatATallPhotoFillsTheHeightOfAPixelBox() {
        #expect(PictureFit.pixels(forWidth: 100, height: 200, boxWidth: 600, boxHeight: 400) == (200, 400))
    }

    @Test func testThatAPixelFitRoundsToTheNearestPixel() {
        #expect(PictureFit.pixels(forWidth: 3, height: 2, boxWidth: 100, boxHeight: 100) == (100, 67))
    }
}
