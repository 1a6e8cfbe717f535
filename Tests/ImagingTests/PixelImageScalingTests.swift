import Imaging
import Testing

struct PixelImageScalingTests {
    @Test func testThatShrinkingAveragesTheCoveredPixels() {
        // given: black and white side by side
        let image = PixelImage(width: 2, height: 1, bytes: [0, 0, 0, 255, 255, 255])
        // when
        let scaled = image.scaled(toWidth: 1, height: 1)
        // then
        #expect(scaled.color(x: 0, y: 0) == RGBColor(red: 128, green: 128, blue: 128))
    }

    @Test func testThatTheTopHalfStaysOnTop() {
        // given: 4 x 4, red above, blue below
        let image = PixelImage(width: 4, height: 4, bytes: (0..<16).flatMap { $0 < 8 ? [255, 0, 0] : [0, 0, 255] as [UInt8] })
        // when
        let scaled = image.scaled(toWidth: 1, height: 2)
        // then
        #expect([scaled.color(x: 0, y: 0), scaled.color(x: 0, y: 1)] == [RGBColor(hex: 0xFF0000), RGBColor(hex: 0x0000FF)])
    }

    @Test func testThatGrowingRepeatsPixels() {
        // given
        let image = PixelImage(width: 1, height: 1, filledWith: RGBColor(hex: 0x336699))
        // when
        let scaled = image.scaled(toWidth: 3, height: 2)
        // then
        #expect(scaled == PixelImage(width: 3, height: 2, filledWith: RGBColor(hex: 0x336699)))
    }
}
