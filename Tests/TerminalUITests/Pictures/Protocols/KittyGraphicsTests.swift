import Foundation
import Imaging
import Testing

@testable import TerminalUI

struct KittyGraphicsTests {
    @Test func testThatATransmittedPictureReadsBackPixelForPixel() throws {
        // given
        let picture = TestPictures.gradient(width: 90, height: 70)
        // when
        let commands = try KittyCommands(KittyGraphics.transmit(picture, id: 7))
        // then
        #expect(commands.images[7] == picture)
    }

    @Test func testThatNoChunkCarriesMoreThan4096Bytes() throws {
        // given: noise does not deflate, so there are many chunks
        var generator = SystemRandomNumberGenerator()
        let noise = PixelImage(width: 100, height: 100, bytes: (0..<30_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        // when
        let commands = try KittyCommands(KittyGraphics.transmit(noise, id: 1))
        // then
        #expect(commands.chunkLengths.count > 1 && commands.chunkLengths.allSatisfy { $0 <= 4096 })
    }

    @Test func testThatEveryChunkButTheLastSaysMoreFollows() throws {
        // given
        var generator = SystemRandomNumberGenerator()
        let noise = PixelImage(width: 80, height: 80, bytes: (0..<19_200).map { _ in UInt8.random(in: 0...255, using: &generator) })
        // when
        let commands = try KittyCommands(KittyGraphics.transmit(noise, id: 1))
        // then
        #expect(commands.commands.map { $0.keys["m"] } == Array(repeating: "1", count: commands.commands.count - 1) + ["0"])
    }

    @Test func testThatEveryCommandAsksForNoAnswer() throws {
        // given
        let picture = TestPictures.gradient(width: 10, height: 10)
        // when
        let bytes =
            KittyGraphics.transmit(picture, id: 3) + KittyGraphics.place(id: 3, placement: 1, source: (0, 0, 10, 10))
            + KittyGraphics.deletePlacement(id: 3, placement: 1)
        // then
        #expect(try KittyCommands(bytes).commands.filter { $0.keys["a"] != nil }.allSatisfy { $0.keys["q"] == "2" })
    }

    @Test func testThatAPlacementLeavesTheCursorWhereItIs() throws {
        // when
        let commands = try KittyCommands(KittyGraphics.place(id: 3, placement: 2, source: (0, 5, 80, 40)))
        // then
        #expect(commands.commands.first?.keys["C"] == "1")
    }

    @Test func testThatAPictureInAFileReadsBackPixelForPixel() throws {
        // given
        let picture = TestPictures.gradient(width: 90, height: 70)
        let files = KittyPixelFiles()
        defer { files.removeUnread() }
        let path = try #require(files.write(picture))
        // when
        let commands = try KittyCommands(KittyGraphics.transmitFile(path: path, width: 90, height: 70, id: 7))
        // then
        #expect(commands.images[7] == picture)
    }

    @Test func testThatTheFileQueryNamesItsFile() throws {
        // when
        let commands = try KittyCommands(KittyGraphics.fileQuery(id: 9, path: "/tmp/x-tty-graphics-protocol-1.rgb"))
        // then
        #expect(commands.commands.first?.payload == Data("/tmp/x-tty-graphics-protocol-1.rgb".utf8).base64EncodedString())
    }
}
