import Foundation
import Testing

@testable import TerminalUI

/// Runs ncurses for real, with no terminal: output goes to /dev/null.
@MainActor
struct NcursesScreenTests {
    @Test func testThatHeadlessScreenStartsWithANamedTerminal() throws {
        // given
        let output = fopen("/dev/null", "w")
        let input = fopen("/dev/null", "r")
        defer {
            fclose(output)
            fclose(input)
        }
        // when
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: output, input: input)
        defer { screen.restore() }
        // then
        #expect(screen.size.columns > 0)
    }

    @Test func testThatSurfaceClipsWideTextAtItsEdge() throws {
        // given
        let output = fopen("/dev/null", "w")
        let input = fopen("/dev/null", "r")
        defer {
            fclose(output)
            fclose(input)
        }
        let screen = try NcursesScreen(terminalName: "xterm-256color", output: output, input: input)
        defer { screen.restore() }
        let surface = screen.makeSurface(frame: Rect(row: 0, column: 0, rows: 2, columns: 5))
        // when
        let used = surface.put("ab写真写", row: 0, column: 0, style: TextStyle(role: .accent))
        // then
        #expect(used == 4)
    }
}
