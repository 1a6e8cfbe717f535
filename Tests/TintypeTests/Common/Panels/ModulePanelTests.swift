import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ModulePanelTests {
    let screen = MemoryScreen(size: TerminalSize(rows: 6, columns: 30))
    let navigator = NavigatorSpy()
    let panel = ModulePanel()

    init() {
        panel.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 6, columns: 30), navigator: navigator)
    }

    @Test func testThatContentIsDrawnBetweenTheBars() {
        // given
        panel.showTitle("Title", trailing: "")
        panel.showStatus(StatusLineViewModel(text: "status"))
        // when
        panel.drawIfNeeded { canvas, top, _ in canvas.put("content", row: top, column: 0, style: .plain) }
        // then
        #expect(screen.renderedText().split(separator: "\n").map(String.init) == [" Title", "content", " status                ? keys"])
    }

    @Test func testThatNothingIsDrawnTwiceWithoutAChange() {
        // given
        var draws = 0
        panel.drawIfNeeded { _, _, _ in draws += 1 }
        // when
        panel.drawIfNeeded { _, _, _ in draws += 1 }
        // then
        #expect(draws == 1)
    }

    @Test func testThatPicturesDrawnAnotherWayFromNowOnDrawEverythingAgain() {
        // given: drawn once with half blocks, then pixels found
        var draws = 0
        panel.drawIfNeeded { _, _, _ in draws += 1 }
        screen.forgetPictures()
        // when
        panel.drawIfNeeded { _, _, _ in draws += 1 }
        // then
        #expect(draws == 2)
    }

    @Test func testThatOpenKeyHelpTakesEveryKey() {
        // given
        panel.showKeyHelp([KeyHelpEntry(keys: "j", action: "down")])
        // when
        let taken = panel.handleKeyHelpKey(.character("j"))
        // then
        #expect(taken)
    }

    @Test func testThatEscapeClosesKeyHelpAndGivesKeysBack() {
        // given
        panel.showKeyHelp([KeyHelpEntry(keys: "j", action: "down")])
        _ = panel.handleKeyHelpKey(.escape)
        // when
        let taken = panel.handleKeyHelpKey(.character("j"))
        // then
        #expect(!taken)
    }

    @Test func testThatAModuleEmbeddedWhileThePanelIsHiddenStartsHidden() {
        // given: a module opened over this one
        panel.setHidden(true)
        let embedded = ModuleViewStub()
        // when: the answer that embeds the posts comes only now
        panel.attach(embedded: embedded, frame: Rect(row: 1, column: 0, rows: 4, columns: 30))
        // then
        #expect(embedded.hiddenStates == [true])
    }

    @Test func testThatAModuleEmbeddedWhileThePanelIsShownIsLeftShown() {
        // given
        let embedded = ModuleViewStub()
        // when
        panel.attach(embedded: embedded, frame: Rect(row: 1, column: 0, rows: 4, columns: 30))
        // then
        #expect(embedded.hiddenStates.isEmpty)
    }
}
