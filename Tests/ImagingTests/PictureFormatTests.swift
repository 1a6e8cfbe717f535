import Imaging
import Testing

struct PictureFormatTests {
    @Test func testThatJPEGIsKnownByItsMarker() {
        #expect(PictureFormat(sniffing: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0]) == .jpeg)
    }

    @Test func testThatPNGIsKnownByItsSignature() {
        #expect(PictureFormat(sniffing: DemoPhotos.transparentThenGreenPNG) == .png)
    }

    @Test func testThatWebPIsKnownByItsRIFFForm() {
        #expect(PictureFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
    }

    @Test func testThatSVGIsKnownByItsOpeningTag() {
        #expect(PictureFormat(sniffing: Array("  <svg xmlns=".utf8)) == .svg)
    }

    @Test func testThatTooFewBytesAreUnknown() {
        #expect(PictureFormat(sniffing: [0xFF]) == .unknown)
    }
}
