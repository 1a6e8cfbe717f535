import Foundation
import Imaging
import Testing

@testable import TerminalUI

struct PictureLayerTests {
    private let screen = TerminalSize(rows: 40, columns: 120)
    private let picture = CellPicture(TestPictures.gradient(width: 64, height: 64), columns: 8, rows: 4)

    /// A list surface showing the picture's four rows from a screen row on.
    private func surface(pictureAt row: Int, column: Int = 2) -> PictureSurfaceSnapshot {
        PictureSurfaceSnapshot(
            frame: Rect(row: 0, column: 0, rows: 30, columns: 120),
            rows: Dictionary(
                uniqueKeysWithValues: (0..<4).map { (row + $0, [PictureRowRecord(picture: picture, pictureRow: $0, column: column)]) }))
    }

    private let empty = PictureSurfaceSnapshot(frame: Rect(row: 0, column: 0, rows: 30, columns: 120), rows: [:])

    @Test func testThatKittyTransmitsAPictureOnceAcrossTurns() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty)
        // when
        let first = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output
        let second = layer.update(surfaces: [surface(pictureAt: 6)], screen: screen).output
        // then
        #expect(try KittyCommands(first + second).commands("t").count == 1)
    }

    @Test func testThatKittyMovesAPlacementUnderTheSameIds() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty)
        let first = try KittyCommands(layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output).commands("p")
        // when
        let moved = try KittyCommands(layer.update(surfaces: [surface(pictureAt: 6)], screen: screen).output).commands("p")
        // then
        #expect(moved.map { [$0.keys["i"], $0.keys["p"]] } == first.map { [$0.keys["i"], $0.keys["p"]] })
    }

    @Test func testThatKittySendsNothingWhenNothingMoved() {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let output = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output
        // then
        #expect(output.isEmpty)
    }

    @Test func testThatKittyDeletesAPlacementWhoseRowsWentAway() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let output = layer.update(surfaces: [empty], screen: screen).output
        // then
        #expect(try KittyCommands(output).commands("d").map { $0.keys["d"] } == ["i"])
    }

    @Test func testThatKittyTakesEveryPictureAwayAtTheEnd() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let output = layer.finish()
        // then
        #expect(try KittyCommands(output).commands("d").map { $0.keys["d"] } == ["A"])
    }

    @Test func testThatKittyReadingFilesGetsThePictureInAFile() throws {
        // given
        let files = KittyPixelFiles()
        defer { files.removeUnread() }
        let layer = PictureLayer(pictureProtocol: .kitty, pixelFiles: files)
        // when
        let commands = try KittyCommands(layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output)
        // then
        #expect(commands.commands("t").first?.keys["t"] == "t" && commands.images.count == 1)
    }

    @Test func testThatKittyTakesTheFilesItHasNotReadAwayAtTheEnd() throws {
        // given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layer-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layer = PictureLayer(pictureProtocol: .kitty, pixelFiles: KittyPixelFiles(folder: folder))
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        _ = layer.finish()
        // then
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func testThatKittyThroughTmuxWritesNothingTmuxWouldDrawItself() {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty, route: .tmuxPassthrough(paneOrigin: .init(row: 1, column: 60)))
        // when
        let output = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output
        // then
        #expect(TmuxPassthroughReader(output).outside.isEmpty)
    }

    @Test func testThatKittyThroughTmuxPlacesThePictureAtThePanesCellOnTheOuterTerminal() {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty, route: .tmuxPassthrough(paneOrigin: .init(row: 1, column: 60)))
        // when
        let passed = TmuxPassthroughReader(layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output).passed
        // then
        #expect(String(decoding: passed, as: UTF8.self).contains("\u{1B}7\u{1B}[7;63H\u{1B}_Ga=p"))
    }

    @Test func testThatANewPaneOriginPlacesThePicturesAgain() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty, route: .tmuxPassthrough(paneOrigin: .init(row: 1, column: 60)))
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        layer.route = .tmuxPassthrough(paneOrigin: .init(row: 0, column: 0))
        let passed = TmuxPassthroughReader(layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output).passed
        // then
        #expect(try KittyCommands(passed).commands("p").count == 1)
    }

    @Test func testThatKittyThroughTmuxTakesEveryPictureAwayThroughItAtTheEnd() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty, route: .tmuxPassthrough(paneOrigin: .init(row: 1, column: 60)))
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let passed = TmuxPassthroughReader(layer.finish()).passed
        // then
        #expect(try KittyCommands(passed).commands("d").map { $0.keys["d"] } == ["A"])
    }

    @Test func testThatSixelPaintsThePictureAtItsCell() {
        // given
        let layer = PictureLayer(pictureProtocol: .sixel, cellSize: CellPixelSize(width: 8, height: 16))
        // when
        let output = String(decoding: layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output, as: UTF8.self)
        // then
        #expect(output.hasPrefix("\u{1B}7\u{1B}[6;3H\u{1B}P"))
    }

    @Test func testThatSixelSendsNothingWhenNothingMoved() {
        // given
        let layer = PictureLayer(pictureProtocol: .sixel)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let output = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output
        // then
        #expect(output.isEmpty)
    }

    @Test func testThatALeavingSixelPictureHandsItsCellsBackToBeWritten() {
        // given
        let layer = PictureLayer(pictureProtocol: .sixel)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let update = layer.update(surfaces: [empty], screen: screen)
        // then
        #expect(update.invalidated == [Rect(row: 5, column: 2, rows: 4, columns: 8)])
    }

    @Test func testThatRowsTheUpdateWritesOverArePaintedAgainAndNoOthers() throws {
        // given: the text left of the picture changes on its second row
        let cell = CellPixelSize(width: 8, height: 16)
        let layer = PictureLayer(pictureProtocol: .sixel, cellSize: cell)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let output = layer.repaint(firstChanges: [6: 0, 20: 0])
        // then: one band of one cell's height
        let start = try #require(output.firstIndex(of: UInt8(ascii: "P"))) - 1
        let end = try #require(output.lastIndex(of: UInt8(ascii: "\\"))) + 1
        #expect(try SixelDecoder(Array(output[start..<end])).height == cell.height)
    }

    @Test func testThatChangesRightOfAPictureLeaveItBe() {
        // given
        let layer = PictureLayer(pictureProtocol: .sixel)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when: the text right of the picture changes
        let output = layer.repaint(firstChanges: [6: 40])
        // then
        #expect(output.isEmpty)
    }

    @Test func testThatARepaintedTerminalGetsEverySixelPictureAgain() {
        // given
        let layer = PictureLayer(pictureProtocol: .sixel)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        layer.terminalWasRepainted(cellSize: .fallback)
        let output = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output
        // then
        #expect(!output.isEmpty)
    }

    /// What a kitty layer sends for the same picture in the turn after the terminal was repainted.
    private func kittyTurnAfterARepaint() -> [UInt8] {
        let layer = PictureLayer(pictureProtocol: .kitty)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        layer.terminalWasRepainted(cellSize: .fallback)
        return layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output
    }

    @Test func testThatARepaintedTerminalGetsEveryKittyPlacementAgain() throws {
        // given, when
        let output = kittyTurnAfterARepaint()
        // then
        #expect(try KittyCommands(output).commands("p").count == 1)
    }

    @Test func testThatARepaintedTerminalGetsEveryKittyPictureTransmittedAgain() throws {
        // given, when
        let output = kittyTurnAfterARepaint()
        // then
        #expect(try KittyCommands(output).commands("t").count == 1)
    }

    @Test func testThatARepaintedTerminalHasTheImagesItKeptDeletedFirst() throws {
        // given, when
        let output = kittyTurnAfterARepaint()
        // then
        #expect(try KittyCommands(output).commands("d").map { $0.keys["d"] } == ["A"])
    }

    @Test func testThatHalfBlocksHaveNoLayerWork() {
        // given
        let layer = PictureLayer(pictureProtocol: .blocks)
        // when
        let update = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // then
        #expect(update == PictureLayerUpdate())
    }

    @Test func testThatAHiddenPaneHasItsKittyPlacementsTakenOffAndItsImagesKept() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty, route: .tmuxPassthrough(paneOrigin: .init(row: 1, column: 60)))
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        // when
        let removal = layer.paneWasHidden()
        // then: placements only (`d=i`), in plain commands for writing past tmux
        #expect(try KittyCommands(removal).commands("d").map { $0.keys["d"] } == ["i"])
    }

    @Test func testThatAHiddenPaneSendsNothing() {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty, route: .tmuxPassthrough(paneOrigin: .init(row: 1, column: 60)))
        _ = layer.paneWasHidden()
        // when
        let output = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output
        // then
        #expect(output.isEmpty)
    }

    @Test func testThatAPaneShownAgainHasItsPicturesPlacedAgainWithoutSendingThemAgain() throws {
        // given
        let layer = PictureLayer(pictureProtocol: .kitty)
        _ = layer.update(surfaces: [surface(pictureAt: 5)], screen: screen)
        _ = layer.paneWasHidden()
        // when
        layer.paneIsShownAgain()
        let output = try KittyCommands(layer.update(surfaces: [surface(pictureAt: 5)], screen: screen).output)
        // then
        #expect(output.commands("p").count == 1 && output.commands("t").isEmpty)
    }
}
