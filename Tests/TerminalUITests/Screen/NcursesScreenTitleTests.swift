import CNcursesw
import Foundation
import Testing

@testable import TerminalUI

/// The terminal's title: saved when the screen starts, set, and given back when it ends, read
/// from what the screen writes to a file in place of a terminal.
@MainActor
struct NcursesScreenTitleTests {
    private func written(_ body: (NcursesScreen) -> Void) throws -> String {
        try writtenByScreen(body).text
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
