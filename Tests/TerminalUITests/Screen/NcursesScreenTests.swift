import CNcursesw
import Foundation
import Imaging
import Testing

@testable import TerminalUI

/// /dev/null as the terminal's output and input, for a screen with no terminal.
struct HeadlessStreams {
    let output = fopen("/dev/null", "w")
    let input = fopen("/dev/null", "r")

    func close() {
        fclose(output)
        fclose(input)
    }
}

/// Runs ncurses for real, with no terminal: output goes to /dev/null.
@MainActor
struct NcursesScreenTests {
    @Test func testThatHeadlessScreenStartsWithANamedTerminal() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        // when
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: streams.output, input: streams.input)
        defer { screen.restore() }
        // then
        #expect(screen.size.columns > 0)
    }

    @Test func testThatSurfaceClipsWideTextAtItsEdge() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: streams.output, input: streams.input)
        defer { screen.restore() }
        let surface = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 2, columns: 5))
        // when
        let used = surface.put("ab写真写", row: 0, column: 0, style: TextStyle(role: .accent))
        // then
        #expect(used == 4)
    }

    @Test func testThatFillWritesBlanksOverTheTextItCovers() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: streams.output, input: streams.input, environment: [:])
        defer { screen.restore() }
        let surface = try #require(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 6)) as? NcursesSurface)
        surface.put("abcdef", row: 0, column: 0, style: .plain)
        // when
        surface.fill(row: 0, column: 1, width: 3, style: TextStyle(role: .accent))
        // then
        #expect(Self.characters(in: surface.window, row: 0, columns: 6) == "a   ef")
    }

    @Test func testThatFillGivesItsCellsTheStylesColourPair() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: streams.output, input: streams.input, environment: [:])
        defer { screen.restore() }
        let surface = try #require(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 6)) as? NcursesSurface)
        // when
        surface.fill(row: 0, column: 0, width: 6, style: TextStyle(role: .accent))
        // then
        #expect(Self.pairOfCell(in: surface.window, row: 0, column: 5) == Int32(ColorRole.accent.rawValue))
    }

    @Test func testThatFillStopsAtTheSurfacesEdge() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: streams.output, input: streams.input)
        defer { screen.restore() }
        let surface = try #require(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 2, columns: 4)) as? NcursesSurface)
        surface.put("wxyz", row: 1, column: 0, style: .plain)
        // when
        surface.fill(row: 0, column: 2, width: 10, style: .plain)
        // then
        #expect(Self.characters(in: surface.window, row: 1, columns: 4) == "wxyz")
    }

    /// The characters of a row of a window, one a cell.
    private static func characters(in window: UnsafeMutablePointer<WINDOW>?, row: Int32, columns: Int32) -> String {
        var text = ""
        for column in 0..<columns {
            let character = contentsOfCell(in: window, row: row, column: column).character
            text.unicodeScalars.append(UnicodeScalar(UInt32(bitPattern: character)) ?? " ")
        }
        return text
    }

    /// The colour pair a cell of a window was drawn with.
    private static func pairOfCell(in window: UnsafeMutablePointer<WINDOW>?, row: Int32, column: Int32) -> Int32 {
        contentsOfCell(in: window, row: row, column: column).pair
    }
}

/// What ncurses holds in a cell of a window: its first character and its colour pair.
private func contentsOfCell(in window: UnsafeMutablePointer<WINDOW>?, row: Int32, column: Int32) -> (character: wchar_t, pair: Int32) {
    var cell = cchar_t()
    mvwin_wch(window, row, column, &cell)
    var characters = [wchar_t](repeating: 0, count: 8)
    var attributes: attr_t = 0
    var shortPair: Int16 = 0
    var pair: Int32 = 0
    getcchar(&cell, &characters, &attributes, &shortPair, &pair)
    return (characters[0], pair)
}

/// A picture drawn through ncurses and read back from what it would put on the terminal.
@MainActor
struct NcursesPictureTests {
    @Test func testThatARedOverBluePictureCellUsesThePaletteRedAndBlue() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        // swift test sets NO_COLOR for the processes it runs; this screen is asked for colour.
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: streams.output, input: streams.input, environment: [:])
        defer { screen.restore() }
        let surface = try #require(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 1)) as? NcursesSurface)
        let image = PixelImage(width: 1, height: 2, bytes: [255, 0, 0, 0, 0, 255])
        // when
        surface.drawPictureRow(0, of: CellPicture(image, columns: 1, rows: 1), row: 0, column: 0)
        // then
        #expect(Self.colorsOfCell(in: surface.window, row: 0, column: 0) == [196, 21])
    }

    @Test func testThatALettersCellIsDrawnAsItsLetterInItsColours() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: streams.output, input: streams.input, environment: [:])
        defer { screen.restore() }
        let surface = try #require(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 1)) as? NcursesSurface)
        let cell = PictureCell(top: RGBColor(hex: 0xFF0000), bottom: RGBColor(hex: 0x0000FF), letter: "A")
        // when
        surface.drawPictureRow(0, of: CellPicture(columns: 1, rows: 1, cells: [cell]), row: 0, column: 0)
        // then
        var drawn = cchar_t()
        mvwin_wch(surface.window, 0, 0, &drawn)
        var characters = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&drawn, &characters, &attributes, &pair, nil)
        #expect(
            characters[0] == wchar_t(UnicodeScalar("A").value) && Self.colorsOfCell(in: surface.window, row: 0, column: 0) == [196, 21])
    }

    /// The foreground and background colour numbers of a cell of a window.
    private static func colorsOfCell(in window: UnsafeMutablePointer<WINDOW>?, row: Int32, column: Int32) -> [Int32] {
        let pair = contentsOfCell(in: window, row: row, column: column).pair
        var foreground: Int32 = 0
        var background: Int32 = 0
        extended_pair_content(pair, &foreground, &background)
        return [foreground, background]
    }
}

/// NO_COLOR (https://no-color.org) in the app's own screen.
@MainActor
struct NcursesNoColorTests {
    @Test func testThatNoColorLeavesPicturesOut() throws {
        // given
        let streams = HeadlessStreams()
        defer { streams.close() }
        // when
        let screen = try NcursesScreen(
            terminalName: "xterm-256color", output: streams.output, input: streams.input, environment: ["NO_COLOR": "1"])
        defer { screen.restore() }
        // then
        #expect(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 1)).pictureColors == .none)
    }
}

/// 24-bit colour in the app's own screen where COLORTERM says the terminal takes it.
@MainActor
struct NcursesDirectColorTests {
    @Test func testThatTheDirectEntryIsNamedForA256ColourTerminal() {
        // given
        // when
        let entry = NcursesScreen.directColorEntry(for: "xterm-256color", environment: ["COLORTERM": "truecolor"])
        // then
        #expect(entry == "xterm-direct")
    }

    @Test func testThatWithoutColortermTheTerminalIsTakenAtItsWord() {
        // given
        // when
        let entry = NcursesScreen.directColorEntry(for: "xterm-256color", environment: [:])
        // then
        #expect(entry == nil)
    }

    @Test func testThatNoColorWinsOverColorterm() {
        // given
        // when
        let entry = NcursesScreen.directColorEntry(for: "xterm-256color", environment: ["COLORTERM": "24bit", "NO_COLOR": "1"])
        // then
        #expect(entry == nil)
    }

    @Test func testThatPicturesAreDrawnInTrueColourWhereColortermSaysSo() throws {
        // given: the make file installs ncurses-term, which has xterm-direct
        let streams = HeadlessStreams()
        defer { streams.close() }
        // when
        let screen = try NcursesScreen(
            terminalName: "xterm-256color", output: streams.output, input: streams.input, environment: ["COLORTERM": "truecolor"])
        defer { screen.restore() }
        // then
        #expect(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 1)).pictureColors == .trueColor)
    }

    @Test func testThatAMissingDirectEntryFallsBackToTheTerminalsOwn() throws {
        // given: no vt100-direct entry exists
        let streams = HeadlessStreams()
        defer { streams.close() }
        // when
        let screen = try NcursesScreen(
            terminalName: "vt100", output: streams.output, input: streams.input, environment: ["COLORTERM": "truecolor"])
        defer { screen.restore() }
        // then
        #expect(screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 1, columns: 1)).pictureColors == .none)
    }
}

/// A surface shown again stays under the ones above it, as `MemoryScreen` keeps them: ncurses
/// itself would put it on top of all.
@MainActor
struct NcursesScreenStackingTests {
    @Test func testThatASurfaceShownAgainStaysUnderTheOneAboveIt() throws {
        // given: a list under a screen opened over it, the list hidden and shown again (as a
        // host shows its embedded list once its posts come)
        // when
        let text = try writtenByScreen { screen in
            let list = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 3, columns: 20))
            list.put("under", row: 1, column: 0, style: .plain)
            let front = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 3, columns: 20))
            front.put("over", row: 1, column: 0, style: .plain)
            screen.flush()
            list.hide()
            list.show()
            screen.flush()
        }.text
        // then
        #expect(!text.contains("under"), "written:\n\(text.debugDescription)")
    }
}
