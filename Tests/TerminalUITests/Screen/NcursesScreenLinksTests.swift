import CNcursesw
import Foundation
import Testing

@testable import TerminalUI

/// Links in the terminal's own way (OSC 8), read from what the screen writes to a file in place
/// of a terminal.
@MainActor
struct NcursesScreenLinksTests {
    private let address = "https://pixelfed.example/p/grace/42"
    private let shown = "pixelfed.example/p/grace/42"
    private var opening: String { "\u{1B}]8;;\(address)\u{1B}\\" }
    private let closing = "\u{1B}]8;;\u{1B}\\"
    private let frame = Rect(row: 0, column: 0, rows: 5, columns: 40)

    private func written(writesLinks: Bool = true, _ body: (NcursesScreen) -> Void) throws -> String {
        try writtenByScreen(writesLinks: writesLinks, body).text
    }

    private func linkStyle(_ base: TextStyle = .plain) -> TextStyle {
        var style = base
        style.link = address
        return style
    }

    private func drawLink(on screen: NcursesScreen, style: TextStyle? = nil) -> any Surface {
        let surface = screen.makeSurface(frame: frame)
        surface.put("see " + shown, row: 1, column: 0, style: .plain)
        surface.put(shown, row: 1, column: 4, style: style ?? linkStyle())
        return surface
    }

    @Test func testThatLinkedTextIsWrittenInsideTheLinkAtItsCells() throws {
        // given
        // when
        let text = try written { screen in
            _ = drawLink(on: screen)
            screen.flush()
        }
        // then: row 2, column 5, counted from 1
        #expect(text.contains("\u{1B}[2;5H" + opening + shown + closing), "written:\n\(text.debugDescription)")
    }

    @Test func testThatTheCursorIsSavedBeforeTheLinksAndRestoredAfter() throws {
        // given
        // when
        let text = try written { screen in
            _ = drawLink(on: screen)
            screen.flush()
        }
        // then
        let save = try #require(text.range(of: "\u{1B}7"))
        let link = try #require(text.range(of: opening))
        let restore = try #require(text.range(of: "\u{1B}8", range: link.upperBound..<text.endIndex))
        #expect(save.upperBound <= link.lowerBound && link.upperBound <= restore.lowerBound)
    }

    @Test func testThatALinkIsWrittenInTheAttributesOfItsText() throws {
        // given
        // when
        let text = try written { screen in
            _ = drawLink(on: screen, style: linkStyle(TextStyle(isBold: true)))
            screen.flush()
        }
        // then: bold (SGR 1) is set between the cursor's move and the link
        let move = try #require(text.range(of: "\u{1B}[2;5H"))
        let link = try #require(text.range(of: opening))
        let between = text[move.upperBound..<link.lowerBound]
        #expect(between.contains(";1m") || between.contains("[1m"), "written between: \(between.debugDescription)")
    }

    @Test func testThatALinkAlreadyShownIsNotWrittenAgain() throws {
        // given
        // when
        let text = try written { screen in
            _ = drawLink(on: screen)
            screen.flush()
            screen.flush()
        }
        // then
        #expect(text.components(separatedBy: opening).count == 2)
    }

    @Test func testThatALinkIsWrittenAgainWhenItsRowIsWrittenBeforeIt() throws {
        // given
        // when
        let text = try written { screen in
            let surface = drawLink(on: screen)
            screen.flush()
            surface.put("look", row: 1, column: 0, style: .plain)
            screen.flush()
        }
        // then
        #expect(text.components(separatedBy: opening).count == 3)
    }

    @Test func testThatALinkUnderAPanelAboveIsNotWritten() throws {
        // given
        // when
        let text = try written { screen in
            _ = drawLink(on: screen)
            let dialog = screen.makeSurface(frame: Rect(row: 1, column: 10, rows: 2, columns: 10))
            dialog.fill(row: 0, column: 0, width: 10, style: .plain)
            screen.flush()
        }
        // then
        #expect(!text.contains(opening))
    }

    @Test func testThatCellsALinkLeftAreWrittenAgainWithoutIt() throws {
        // given: the link shown, then the same words drawn there as plain text
        // when
        let text = try written { screen in
            let surface = drawLink(on: screen)
            screen.flush()
            surface.put(shown, row: 1, column: 4, style: .plain)
            screen.flush()
        }
        // then: ncurses writes them once more, after the link
        let link = try #require(text.range(of: opening + shown + closing))
        #expect(text[link.upperBound...].contains(shown))
    }

    @Test func testThatNoLinkIsWrittenWhereTheTerminalIsNotToldOfThem() throws {
        // given
        // when
        let text = try written(writesLinks: false) { screen in
            _ = drawLink(on: screen)
            screen.flush()
        }
        // then
        #expect(!text.contains("\u{1B}]8;"))
    }
}
