import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct AccountSwitcherViewTests {
    let output = AccountSwitcherViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
    let view = AccountSwitcherView()

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 12, columns: 60), navigator: NavigatorSpy())
    }

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // given
        // when
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatEscapeIsABackEvent() {
        // given
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatTheTitleIsDrawn() {
        // given
        view.showTitle("Account switcher", trailing: "Esc back")
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().hasPrefix(" Account switcher"))
    }

    @Test func testThatQuestionMarkShowsTheKeys() {
        // given
        let tall = MemoryScreen(size: TerminalSize(rows: 30, columns: 80))
        view.attach(to: tall, frame: Rect(row: 0, column: 0, rows: 30, columns: 80), navigator: NavigatorSpy())
        // when
        view.handle(.character("?"))
        view.drawIfNeeded()
        // then
        #expect(tall.renderedText().contains("show or hide these keys"))
    }

    @Test func testThatEachAccountIsDrawnWithItsNote() {
        // given
        view.showRows(
            [
                AccountSwitcherRowViewModel(title: "grace@pixelfed.example", note: "shown now"),
                AccountSwitcherRowViewModel(title: "Sign in to another account…", note: ""),
            ], selected: 0)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().contains("▌ grace@pixelfed.example  shown now"))
    }

    @Test func testThatJMovesToTheNextAccount() {
        // given
        // when
        view.handle(.character("j"))
        // then
        #expect(output.moves == [1])
    }

    @Test func testThatEnterChoosesTheAccount() {
        // given
        // when
        view.handle(.enter)
        // then
        #expect(output.chooseEvents == 1)
    }
}
