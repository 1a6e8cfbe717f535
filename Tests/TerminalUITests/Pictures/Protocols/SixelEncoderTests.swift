import Imaging
import Testing

@testable import TerminalUI

struct SixelEncoderTests {
    @Test func testThatTheEncodedPictureDecodesToItsOwnSize() throws {
        // given
        let picture = TestPictures.gradient(width: 37, height: 23)
        // when
        let decoded = try SixelDecoder(SixelEncoder.encode(picture, colorRegisters: 256))
        // then
        #expect((decoded.width, decoded.height) == (37, 23))
    }

    @Test func testThatTheRasterAttributesDeclareThePictureSize() throws {
        // given
        let picture = TestPictures.gradient(width: 40, height: 13)
        // when
        let decoded = try SixelDecoder(SixelEncoder.encode(picture, colorRegisters: 256))
        // then
        #expect((decoded.declaredWidth, decoded.declaredHeight) == (40, 13))
    }

    @Test func testThatADecodedPhotoIsCloseToItsSource() throws {
        // given
        let picture = TestPictures.gradient(width: 120, height: 90)
        // when
        let decoded = try SixelDecoder(SixelEncoder.encode(picture, colorRegisters: 256))
        // then
        #expect(TestPictures.psnr(picture, decoded.image) > 30)
    }

    @Test func testThatSixteenRegistersGiveAtMostSixteenColours() throws {
        // given
        let picture = TestPictures.gradient(width: 64, height: 64)
        // when
        let decoded = try SixelDecoder(SixelEncoder.encode(picture, colorRegisters: 16))
        // then
        #expect(decoded.registers.count <= 16)
    }

    @Test func testThatRowsBelowThePictureInItsLastBandStayTransparent() throws {
        // given: 8 rows make a band of 6 and one of 2
        let picture = PixelImage(width: 4, height: 8, filledWith: .white)
        // when
        let decoded = try SixelDecoder(SixelEncoder.encode(picture, colorRegisters: 256))
        // then
        #expect(decoded.height == 8)
    }

    @Test func testThatRepeatedColumnsAreRunLengthEncoded() {
        // given
        let picture = PixelImage(width: 200, height: 6, filledWith: RGBColor(hex: 0x336699))
        // when
        let encoded = SixelEncoder.encode(picture, colorRegisters: 256)
        // then
        #expect(String(decoding: encoded, as: UTF8.self).contains("!200~"))
    }

    @Test func testThatAnEmptyPictureEncodesToNothing() {
        // given
        let picture = PixelImage(width: 0, height: 0, bytes: [])
        // when
        let encoded = SixelEncoder.encode(picture, colorRegisters: 256)
        // then
        #expect(encoded.isEmpty)
    }

    @Test func testThatAPictureWrittenInPartsIsTheSameAsWrittenWhole() {
        // given: 480x400 pixels, large enough to be cut in two
        let picture = TestPictures.gradient(width: 480, height: 400)
        // when
        let inParts = SixelEncoder.encode(picture, colorRegisters: 256, parts: 2)
        // then
        let sameBytes = inParts == SixelEncoder.encode(picture, colorRegisters: 256, parts: 1)
        #expect(sameBytes)
    }
}
