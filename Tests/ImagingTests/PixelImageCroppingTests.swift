import Imaging
import Testing

struct PixelImageCroppingTests {
    /// Four columns, red, green, blue, white, two rows high.
    private static let wide = PixelImage(
        width: 4, height: 2, bytes: Array(repeating: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255], count: 2).flatMap { $0 })

    @Test func testThatAWidePictureKeepsItsMiddle() {
        // given
        // when
        let square = Self.wide.croppedToCentreSquare()
        // then: red and white went
        #expect([square.color(x: 0, y: 0), square.color(x: 1, y: 1)] == [RGBColor(hex: 0x00FF00), RGBColor(hex: 0x0000FF)])
    }

    @Test func testThatTheSquareIsAsLargeAsTheShorterSide() {
        // given
        let tall = PixelImage(width: 2, height: 5, filledWith: .black)
        // when
        let square = tall.croppedToCentreSquare()
        // then
        #expect([square.width, square.height] == [2, 2])
    }

    @Test func testThatASquarePictureIsLeftAsItIs() {
        // given
        let square = PixelImage(width: 2, height: 2, bytes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        // when
        let cropped = square.croppedToCentreSquare()
        // then
        #expect(cropped == square)
    }
}
