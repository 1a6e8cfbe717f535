import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoPickerViewTests {
    let output = PhotoPickerViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 12, columns: 60))
    let view = PhotoPickerView(dataDisplayManager: ListDataDisplayManager<PhotoFileCell>())

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
        view.showTitle("Choose a photo", trailing: "Esc back")
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().hasPrefix(" Choose a photo"))
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

    @Test func testThatBackspaceGoesUpAFolder() {
        // given
        // when
        view.handle(.backspace)
        // then
        #expect(output.upEvents == 1)
    }

    @Test func testThatEnterChoosesTheSelectedEntry() {
        // given
        view.update(with: [PhotoFileCellObject(id: "/p/cat.jpg", name: "cat.jpg", isFolder: false)], selecting: nil)
        // when
        view.handle(.enter)
        // then
        #expect(output.selectedIndices == [0])
    }
}
