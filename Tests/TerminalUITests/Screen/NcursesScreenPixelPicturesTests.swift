import CNcursesw
import Foundation
import Imaging
import Testing

@testable import TerminalUI

/// The screen with a picture protocol chosen, writing to a file in place of a terminal: what it
/// writes is read back as kitty commands or sixel.
@MainActor
struct NcursesScreenPixelPicturesTests {
    private let picture = CellPicture(TestPictures.gradient(width: 64, height: 64), columns: 8, rows: 4)
    /// Where the terminfo entry without scrolling is compiled, once for these tests.
    private static let terminfoFolder = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-terminfo-tests")

    /// Runs `body` on a screen whose output is a temporary file, and returns what was written.
    private func written(pictures: PictureProtocol, _ body: (NcursesScreen) throws -> Void) throws -> [UInt8] {
        try written(pictures: pictures) { screen, _ in try body(screen) }
    }

    /// The same, the body also given a way to learn how much was written so far.
    private func written(pictures: PictureProtocol, _ body: (NcursesScreen, () -> Int) throws -> Void) throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-screen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try #require(fopen(path, "w"))
        let input = try #require(fopen("/dev/null", "r"))
        let screen = try NcursesScreen(
            terminalName: "xterm-256color", output: output, input: input, environment: ["TERM": "xterm-256color"],
            pictures: .fixed(pictures), terminfoFolder: Self.terminfoFolder)
        try body(screen) {
            fflush(output)
            return Int(ftell(output))
        }
        screen.restore()
        fclose(output)
        fclose(input)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func drawPicture(on surface: any Surface, at row: Int) {
        for pictureRow in 0..<picture.rows {
            surface.drawPictureRow(pictureRow, of: picture, row: row + pictureRow, column: 2)
        }
    }

    @Test func testThatAKittyScreenTransmitsADrawnPictureAsItsPixels() throws {
        // when
        let bytes = try written(pictures: .kitty) { screen in
            drawPicture(on: screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40)), at: 3)
            screen.flush()
        }
        // then
        #expect(try KittyCommands(bytes).images.count == 1)
    }

    @Test func testThatAnOverlayRaisedOverAKittyPictureTakesItAway() throws {
        // when
        let bytes = try written(pictures: .kitty) { screen in
            drawPicture(on: screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40)), at: 3)
            screen.flush()
            let overlay = screen.makeSurface(frame: Rect(row: 2, column: 0, rows: 10, columns: 30))
            overlay.put("Keys", row: 0, column: 0, style: .plain)
            screen.flush()
        }
        // then: deleted when covered, then everything at the end
        #expect(try KittyCommands(bytes).commands("d").map { $0.keys["d"] } == ["i", "A"])
    }

    @Test func testThatTextWrittenOverAPictureTakesItAway() throws {
        // when
        let bytes = try written(pictures: .kitty) { screen in
            let surface = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40))
            drawPicture(on: surface, at: 3)
            screen.flush()
            surface.clear()
            surface.put("a caption", row: 3, column: 2, style: .plain)
            screen.flush()
        }
        // then
        #expect(try KittyCommands(bytes).commands("d").first?.keys["d"] == "i")
    }

    @Test func testThatASixelScreenPaintsTheDrawnPicture() throws {
        // when
        let bytes = try written(pictures: .sixel) { screen in
            drawPicture(on: screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40)), at: 3)
            screen.flush()
        }
        // then
        let start = try #require(bytes.indices.first { bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "P") })
        let end = try #require(bytes[start...].indices.first { bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "\\") }) + 2
        #expect(try SixelDecoder(Array(bytes[start..<end])).width == 8 * CellPixelSize.fallback.width)
    }

    @Test func testThatAHalfBlockScreenWritesNoPictureSequences() throws {
        // when
        let bytes = try written(pictures: .blocks) { screen in
            drawPicture(on: screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40)), at: 3)
            screen.flush()
        }
        // then
        #expect(try KittyCommands(bytes).commands.isEmpty && !String(decoding: bytes, as: UTF8.self).contains("\u{1B}P"))
    }

    @Test func testThatTextChangingLeftOfASixelPictureHasThePictureRowsPaintedAgain() throws {
        // when: a selection mark appears left of the picture on two of its rows
        let bytes = try written(pictures: .sixel) { screen in
            let surface = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40))
            drawPicture(on: surface, at: 3)
            screen.flush()
            surface.put("▌", row: 4, column: 0, style: .plain)
            surface.put("▌", row: 5, column: 0, style: .plain)
            screen.flush()
        }
        // then: the whole picture, then its second and third rows
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\u{1B}P0;1;0q").count - 1 == 2)
    }

    /// What the updates write when a list, with or without a photo, is hidden, and on the next
    /// turn a post comes whose rows where the photo stood are blank, between lines of text.
    private func bytesOpeningAPost(overAPhoto hasPhoto: Bool) throws -> Int {
        var written = 0
        _ = try self.written(pictures: .sixel) { screen, offset in
            let list = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40))
            if hasPhoto { drawPicture(on: list, at: 3) }
            screen.flush()
            let mark = offset()
            list.hide()
            screen.flush()
            let post = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 40))
            post.put("Post by Grace Hopper", row: 0, column: 0, style: .plain)
            post.put("No comments yet", row: 12, column: 0, style: .plain)
            screen.flush()
            written = offset() - mark
        }
        return written
    }

    @Test func testThatCellsASixelPictureLeavesAreWrittenAgainEvenWhenTheyStayBlank() throws {
        // when
        let overPhoto = try bytesOpeningAPost(overAPhoto: true)
        let overText = try bytesOpeningAPost(overAPhoto: false)
        // then: the photo's rows are erased too, which ncurses believes blank already
        #expect(overPhoto > overText)
    }

    @Test func testThatTheScreenNeverScrollsTheTerminalUnderPictures() throws {
        // given: lines that move down by one, as a list does when a row arrives above
        let lines = (0..<18).map { "line number \($0) of a list that moves" }
        // when
        let bytes = try written(pictures: .sixel) { screen in
            let list = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 20, columns: 60))
            for (row, line) in lines.enumerated() { list.put(line, row: row, column: 0, style: .plain) }
            screen.flush()
            list.clear()
            for (row, line) in lines.enumerated() { list.put(line, row: row + 1, column: 0, style: .plain) }
            screen.flush()
        }
        // then: no scroll region, no scrolling: a scroll would carry painted pictures along
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("r\u{1B}[") && !text.contains("T") && !text.contains("\u{1B}M") && !text.contains("\u{1B}[L"))
    }
}
