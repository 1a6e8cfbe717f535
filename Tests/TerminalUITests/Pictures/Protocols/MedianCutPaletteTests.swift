import Imaging
import Testing

@testable import TerminalUI

struct MedianCutPaletteTests {
    @Test func testThatAPictureOfFewColoursKeepsThemExactly() {
        // given
        let picture = PixelImage(width: 2, height: 1, bytes: [200, 16, 8, 8, 64, 232])
        // when
        let palette = MedianCutPalette(picture, maximumColors: 256)
        // then
        #expect(Set(palette.colors) == [RGBColor(red: 200, green: 16, blue: 8), RGBColor(red: 8, green: 64, blue: 232)])
    }

    @Test func testThatThePaletteHasNoMoreColoursThanAllowed() {
        // given
        let picture = TestPictures.gradient(width: 50, height: 50)
        // when
        let palette = MedianCutPalette(picture, maximumColors: 7)
        // then
        #expect(palette.colors.count <= 7)
    }

    @Test func testThatEveryPixelGetsAPaletteIndex() {
        // given
        let picture = TestPictures.gradient(width: 30, height: 20)
        // when
        let palette = MedianCutPalette(picture, maximumColors: 32)
        // then
        #expect(palette.indices.count == 600 && palette.indices.allSatisfy { Int($0) < palette.colors.count })
    }
}
