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

    /// Each new pixel computed on its own, as the definition says: the rounded mean of the old
    /// pixels under it.
    private static func meanOfCoveredPixels(_ image: PixelImage, width newWidth: Int, height newHeight: Int) -> PixelImage {
        func span(_ index: Int, _ old: Int, _ new: Int) -> Range<Int> {
            let start = index * old / new
            return start..<min(max(start + 1, (index + 1) * old / new), old)
        }
        var bytes: [UInt8] = []
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let rows = span(y, image.height, newHeight)
                let columns = span(x, image.width, newWidth)
                for channel in 0..<3 {
                    var total = 0
                    for row in rows {
                        for column in columns { total += Int(image.bytes[(row * image.width + column) * 3 + channel]) }
                    }
                    let count = rows.count * columns.count
                    bytes.append(UInt8((total + count / 2) / count))
                }
            }
        }
        return PixelImage(width: newWidth, height: newHeight, bytes: bytes)
    }

    private static func noise(width: Int, height: Int) -> PixelImage {
        var generator = SystemRandomNumberGenerator()
        return PixelImage(
            width: width, height: height, bytes: (0..<(width * height * 3)).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    // 900x700 to 640x480 is large enough to be scaled in parts on a machine of more than one core.
    @Test(arguments: [(97, 61, 40, 23), (64, 64, 3, 5), (30, 20, 45, 31), (200, 3, 7, 1), (900, 700, 640, 480)])
    func testThatEveryPixelIsTheRoundedMeanOfThoseUnderIt(size: (Int, Int, Int, Int)) {
        // given
        let image = Self.noise(width: size.0, height: size.1)
        // when
        let scaled = image.scaled(toWidth: size.2, height: size.3)
        // then
        #expect(scaled == Self.meanOfCoveredPixels(image, width: size.2, height: size.3))
    }
}
