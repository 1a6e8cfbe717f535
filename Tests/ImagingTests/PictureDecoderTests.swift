import Imaging
import Testing

struct PictureDecoderTests {
    @Test(arguments: DemoPhotos.names)
    func testThatEveryDemoPhotoDecodes(name: String) throws {
        // given
        let bytes = DemoPhotos.bytes(name)
        // when
        let image = try PictureDecoder().decode(bytes)
        // then
        #expect(image.width >= 256 && image.height >= 256)
    }

    @Test(arguments: DemoPhotos.names)
    func testThatACutShortCopyOfEveryDemoPhotoIsRefused(name: String) {
        // given
        let bytes = DemoPhotos.bytes(name)
        let truncated = Array(bytes.prefix(bytes.count / 2))
        // when
        let error = #expect(throws: PictureDecodingError.self) { try PictureDecoder().decode(truncated) }
        // then
        #expect(error.map { if case .damaged = $0 { true } else { false } } == true)
    }

    @Test(arguments: DemoPhotos.names)
    func testThatACopyWithWrongMagicBytesIsNotTakenForAPicture(name: String) {
        // given
        var bytes = DemoPhotos.bytes(name)
        bytes.replaceSubrange(0..<4, with: Array("TEXT".utf8))
        // when / then
        #expect(throws: PictureDecodingError.unsupported(.unknown)) { try PictureDecoder().decode(bytes) }
    }

    @Test func testThatAJPEGDeclaringAGiantSizeIsRefusedBeforeDecoding() {
        // given: 60000 x 60000 pixels declared, about 10 GB once decoded
        let bomb = DemoPhotos.jpeg("grass.jpg", declaring: 60000, by: 60000)
        // when
        let error = #expect(throws: PictureDecodingError.self) { try PictureDecoder().decode(bomb) }
        // then
        #expect(error.map { if case .tooLarge = $0 { true } else { false } } == true)
    }

    @Test func testThatAPNGOverTheCapIsRefused() {
        // given: astronaut.png is 512 x 512
        let decoder = PictureDecoder(pixelCap: 512 * 511)
        // when
        let error = #expect(throws: PictureDecodingError.self) { try decoder.decode(DemoPhotos.bytes("astronaut.png")) }
        // then
        #expect(error.map { if case .tooLarge = $0 { true } else { false } } == true)
    }

    @Test func testThatAJPEGIsDecodedAtAReducedScaleWhenASmallSizeIsWanted() throws {
        // given
        let bytes = DemoPhotos.bytes("grass.jpg")
        let full = try PictureDecoder().decode(bytes)
        // when
        let small = try PictureDecoder().decode(bytes, wanted: (width: full.width / 8, height: full.height / 8))
        // then
        #expect(small.width <= (full.width + 7) / 8 && small.width >= full.width / 8)
    }

    @Test func testThatAProgressiveJPEGDecodes() throws {
        // given: coffee.jpg is progressive
        let bytes = DemoPhotos.bytes("coffee.jpg")
        // when
        let image = try PictureDecoder().decode(bytes)
        // then
        #expect(image.width > 0 && image.bytes.contains { $0 != 0 })
    }

    @Test func testThatAGrayscalePNGComesOutAsEqualChannels() throws {
        // given: camera.png is 8-bit grayscale
        let image = try PictureDecoder().decode(DemoPhotos.bytes("camera.png"))
        // when
        let color = image.color(x: image.width / 2, y: image.height / 2)
        // then
        #expect(color.red == color.green && color.green == color.blue)
    }

    @Test func testThatATransparentPixelShowsTheBackground() throws {
        // given
        let decoder = PictureDecoder(background: RGBColor(hex: 0xFF0000))
        // when
        let image = try decoder.decode(DemoPhotos.transparentThenGreenPNG)
        // then
        #expect(image.color(x: 0, y: 0) == RGBColor(hex: 0xFF0000))
    }

    @Test func testThatAnOpaquePixelKeepsItsColour() throws {
        // given
        let decoder = PictureDecoder(background: RGBColor(hex: 0xFF0000))
        // when
        let image = try decoder.decode(DemoPhotos.transparentThenGreenPNG)
        // then
        #expect(image.color(x: 1, y: 0) == RGBColor(hex: 0x00FF00))
    }

    @Test func testThatAWebPsTransparentPixelShowsTheBackground() throws {
        // given
        let decoder = PictureDecoder(background: RGBColor(hex: 0x0000FF))
        // when
        let image = try decoder.decode(SmallPictures.transparentThenGreenWebP)
        // then
        #expect(image.color(x: 0, y: 0) == RGBColor(hex: 0x0000FF))
    }

    @Test func testThatAWebPsOpaquePixelKeepsItsColour() throws {
        // given
        let decoder = PictureDecoder(background: RGBColor(hex: 0x0000FF))
        // when
        let image = try decoder.decode(SmallPictures.transparentThenGreenWebP)
        // then
        #expect(image.color(x: 1, y: 0) == RGBColor(hex: 0x00FF00))
    }

    @Test func testThatAnAnimatedGIFShowsItsFirstFrame() throws {
        // given
        // when
        let image = try PictureDecoder().decode(SmallPictures.redThenTransparentAnimatedGIF)
        // then
        #expect(image.color(x: 0, y: 0) == RGBColor(hex: 0xFF0000))
    }

    @Test func testThatAGIFsTransparentPixelShowsTheBackground() throws {
        // given
        let decoder = PictureDecoder(background: RGBColor(hex: 0x336699))
        // when
        let image = try decoder.decode(SmallPictures.redThenTransparentAnimatedGIF)
        // then
        #expect(image.color(x: 1, y: 0) == RGBColor(hex: 0x336699))
    }

    @Test func testThatAnInterlacedGIFHasItsRowsInOrder() throws {
        // given
        // when
        let image = try PictureDecoder().decode(SmallPictures.interlacedRampGIF)
        // then
        #expect((0..<8).map { image.color(x: 0, y: $0).red } == (0..<8).map { UInt8($0 * 32) })
    }

    @Test func testThatAGIFDeclaringAGiantScreenIsRefusedBeforeDecoding() {
        // given
        let bomb = SmallPictures.gif(declaring: 60000, by: 60000)
        // when / then
        #expect(throws: PictureDecodingError.tooLarge("60000x60000 is over the size allowed")) { try PictureDecoder().decode(bomb) }
    }

    @Test(arguments: [SmallPictures.transparentThenGreenWebP, SmallPictures.redThenTransparentAnimatedGIF])
    func testThatACutShortWebPOrGIFIsRefusedAsDamaged(bytes: [UInt8]) {
        // given
        let cut = Array(bytes.prefix(bytes.count / 2))
        // when
        let result = Result { () throws(PictureDecodingError) in try PictureDecoder().decode(cut) }
        // then
        #expect({ if case .failure(.damaged) = result { true } else { false } }())
    }

    @Test func testThatAnSVGIsNamedAsUnsupported() {
        // given
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
        // when / then
        #expect(throws: PictureDecodingError.unsupported(.svg)) { try PictureDecoder().decode(svg) }
    }

    @Test func testThatAGIFOfNoFramesIsRefusedAsDamaged() {
        // given
        let empty = GIFMaker.bytes(frames: 0)
        // when
        let result = Result { () throws(PictureDecodingError) in try PictureDecoder().decode(empty) }
        // then
        #expect({ if case .failure(.damaged) = result { true } else { false } }())
    }
}
