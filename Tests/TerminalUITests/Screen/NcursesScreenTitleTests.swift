import CNcursesw
import Foundation
import Testing

@testable import TerminalUI

/// The terminal's title: saved when the screen starts, set, and given back when it ends, read
/// from what the screen writes to a file in place of a terminal.
@MainActor
struct NcursesScreenTitleTests {
    /// What a screen writes from its start to its end, `body` run between.
    private func written(_ body: (NcursesScreen) -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-title-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try #require(fopen(path, "w"))
        let input = try #require(fopen("/dev/null", "r"))
        let screen = try NcursesScreen(
            terminalName: "xterm-256color", output: output, input: input, environment: ["TERM": "xterm-256color"], pictures: .fixed(.blocks)
        )
        body(screen)
        screen.restore()
        fclose(output)
        fclose(input)
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    @Test func testThatTheTitleIsSetBetweenSavingAndRestoringTheTerminalsOwn() throws {
        // given
        // when
        let text = try written { $0.setTitle("Tintype · Home") }
        // then
        let save = try #require(text.range(of: "\u{1B}[22;0t"))
        let set = try #require(text.range(of: "\u{1B}]2;Tintype · Home\u{07}"))
        let restore = try #require(text.range(of: "\u{1B}[23;0t"))
        #expect(save.upperBound <= set.lowerBound && set.upperBound <= restore.lowerBound)
    }

    @Test func testThatATitleCannotCarryAnEscapeOfItsOwn() throws {
        // given
        // when
        let text = try written { $0.setTitle("a\u{07}\u{1B}]52;c;eA==\u{07}b") }
        // then
        #expect(text.contains("\u{1B}]2;a]52;c;eA==b\u{07}"))
    }

    @Test func testThatTheSameTitleIsWrittenOnce() throws {
        // given
        // when
        let text = try written { screen in
            screen.setTitle("Tintype · Home")
            screen.setTitle("Tintype · Home")
        }
        // then
        #expect(text.components(separatedBy: "\u{1B}]2;").count == 2)
    }
}
