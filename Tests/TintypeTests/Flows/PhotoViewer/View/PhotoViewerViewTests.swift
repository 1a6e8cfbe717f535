import Imaging
import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct PhotoViewerViewTests {
    let output = PhotoViewerViewOutputSpy()
    let screen = MemoryScreen(size: TerminalSize(rows: 24, columns: 60))
    let view = PhotoViewerView()

    init() {
        view.output = output
        view.attach(to: screen, frame: Rect(row: 0, column: 0, rows: 24, columns: 60), navigator: NavigatorSpy())
    }

    /// A photo twice as wide as tall, red.
    private let widePhoto = PhotoViewerViewModel(
        picture: PixelImage(width: 40, height: 20, filledWith: RGBColor(hex: 0xFF0000)), counter: "Photo 1/2", altText: "A red wall")

    @Test func testThatAttachingTriggersTheViewReadyEvent() {
        // then
        #expect(output.readyEvents == 1)
    }

    @Test func testThatBeingCoveredAndShownAgainTellsThePresenter() {
        // when
        view.setHidden(true)
        view.setHidden(false)
        // then
        #expect(output.visibilityEvents == [false, true])
    }

    @Test func testThatEscapeIsABackEvent() {
        // when
        view.handle(.escape)
        // then
        #expect(output.backEvents == 1)
    }

    @Test func testThatTheRightArrowAsksForAStepOn() {
        // when
        view.handle(.right)
        // then
        #expect(output.stepOffsets == [1])
    }

    @Test func testThatTheClosingBracketAsksForTheNextPhoto() {
        // when
        view.handle(.character("]"))
        // then
        #expect(output.photoOffsets == [1])
    }

    @Test func testThatSpaceAsksToPauseOrPlay() {
        // when
        view.handle(.character(" "))
        // then
        #expect(output.playPauseEvents == 1)
    }

    @Test func testThatOOpensTheOriginal() {
        // when
        view.handle(.character("o"))
        // then
        #expect(output.openOriginalEvents == 1)
    }

    @Test func testThatAWidePhotoTakesThePanelsWholeWidth() {
        // given
        view.showPhoto(widePhoto)
        // when
        view.drawIfNeeded()
        // then: 58 columns inside the margins, and rows for a 2:1 shape at two pixels a cell
        let photoRows = screen.renderedText().split(separator: "\n").filter { $0.contains("▀") }
        #expect(photoRows.count == 15 && photoRows.allSatisfy { $0.filter { $0 == "▀" }.count == 58 })
    }

    @Test func testThatTheCounterAndAltTextStandUnderThePhoto() {
        // given
        view.showPhoto(widePhoto)
        // when
        view.drawIfNeeded()
        // then
        let lines = screen.renderedText().split(separator: "\n").map(String.init)
        let lastPhotoRow = lines.lastIndex { $0.contains("▀") } ?? 0
        #expect(
            lines[lastPhotoRow...].contains { $0.contains("Photo 1/2") } && lines[lastPhotoRow...].contains { $0.contains("A red wall") })
    }

    @Test func testThatALongAltTextIsCutSoThePhotoKeepsItsRoom() {
        // given
        var photo = widePhoto
        photo.altText = String(repeating: "a very long description ", count: 40)
        view.showPhoto(photo)
        // when
        view.drawIfNeeded()
        // then
        #expect(screen.renderedText().split(separator: "\n").filter { $0.contains("description") }.count == PhotoViewerView.altTextLines)
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
}
