import Foundation
import Imaging
import Testing

@testable import TerminalUI

struct PixelPictureOutputTests {
    private let cell = CellPixelSize(width: 10, height: 20)

    private func sixel(in bytes: [UInt8]) throws -> SixelDecoder {
        let start = try #require(bytes.indices.first { bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "P") })
        let end = try #require(bytes[start...].indices.first { bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "\\") }) + 2
        return try SixelDecoder(Array(bytes[start..<end]))
    }

    @Test func testThatAWidePhotoFillsTheWidthOfItsCells() throws {
        // given: 3:2, in 60 x 40 cells of 10 x 20 pixels (600 x 800)
        let photo = TestPictures.gradient(width: 300, height: 200)
        // when
        let bytes = PixelPictureOutput.bytes(of: photo, columns: 60, rows: 40, cell: cell, pictureProtocol: .sixel)
        // then
        #expect(try sixel(in: bytes).declaredWidth == 600)
    }

    @Test func testThatATallPhotoFitsTheHeightOfItsCells() throws {
        // given: 1:2, in 60 x 20 cells (600 x 400)
        let photo = TestPictures.gradient(width: 100, height: 200)
        // when
        let bytes = PixelPictureOutput.bytes(of: photo, columns: 60, rows: 20, cell: cell, pictureProtocol: .sixel)
        // then
        #expect(try sixel(in: bytes).declaredHeight == 400)
    }

    @Test func testThatTheRowsThePhotoTakesAreMadeRoomForFirst() {
        // given: 600 x 400 pixels are 20 rows of 20
        let photo = TestPictures.gradient(width: 300, height: 200)
        // when
        let text = String(
            decoding: PixelPictureOutput.bytes(of: photo, columns: 60, rows: 40, cell: cell, pictureProtocol: .kitty), as: UTF8.self)
        // then
        #expect(text.hasPrefix(String(repeating: "\n", count: 20) + "\u{1B}[20F"))
    }

    @Test func testThatKittyOnThisMachineTakesThePixelsFromAFile() throws {
        // given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixel-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = TestPictures.gradient(width: 60, height: 40)
        // when
        let bytes = PixelPictureOutput.bytes(
            of: photo, columns: 6, rows: 2, cell: cell, pictureProtocol: .kitty, pixelFiles: KittyPixelFiles(folder: folder))
        // then
        let commands = try KittyCommands(bytes)
        #expect(commands.commands.first?.keys["t"] == "t" && commands.images[1] == photo)
    }

    @Test func testThatKittyWithNoFilesTakesThePixelsThroughTheTerminal() throws {
        // given
        let photo = TestPictures.gradient(width: 60, height: 40)
        // when
        let bytes = PixelPictureOutput.bytes(of: photo, columns: 6, rows: 2, cell: cell, pictureProtocol: .kitty)
        // then
        let commands = try KittyCommands(bytes)
        #expect(commands.commands.first?.keys["t"] == nil && commands.images[1] == photo)
    }

    @Test func testThatHalfBlocksHaveNoPixelOutput() {
        // when
        let bytes = PixelPictureOutput.bytes(
            of: TestPictures.gradient(width: 4, height: 4), columns: 4, rows: 4, cell: cell, pictureProtocol: .blocks)
        // then
        #expect(bytes.isEmpty)
    }
}
