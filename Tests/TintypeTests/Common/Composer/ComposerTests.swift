import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ComposerTests {
    let composer = Composer(ComposerViewModel(title: "Message to Grace Hopper", text: "", characterLimit: 10), gutter: 2)

    @Test func testThatTypingChangesTheText() {
        // given
        // when
        let event = composer.handle(.character("a"), columns: 40)
        // then
        #expect(event == .changed("a"))
    }

    @Test func testThatEnterSendsWhatIsWritten() {
        // given
        _ = composer.handle(.character("a"), columns: 40)
        // when
        let event = composer.handle(.enter, columns: 40)
        // then
        #expect(event == .send("a"))
    }

    @Test func testThatEnterInsideAPasteIsALineBreak() {
        // given
        for key: KeyEvent in [.pasteStart, .character("a"), .enter, .character("b")] { _ = composer.handle(key, columns: 40) }
        // when
        let event = composer.handle(.pasteEnd, columns: 40)
        // then
        #expect(event == .changed("a\nb"))
    }

    @Test func testThatEscapeClosesWithTheText() {
        // given
        _ = composer.handle(.character("a"), columns: 40)
        // when
        let event = composer.handle(.escape, columns: 40)
        // then
        #expect(event == .close("a"))
    }

    @Test func testThatTheCountShowsAgainstTheLimit() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 3, columns: 40))
        for character in "twelve chars" { _ = composer.handle(.character(character), columns: 40) }
        // when
        composer.draw(in: canvas, top: 0, rows: 3, columns: 40)
        // then
        #expect(canvas.renderedText().contains("12/10"))
    }

    @Test func testThatALimitLearntLaterIsTheOneCountedAgainst() {
        // given
        let canvas = MemoryCanvas(size: TerminalSize(rows: 3, columns: 40))
        for character in "twelve chars" { _ = composer.handle(.character(character), columns: 40) }
        // when
        composer.setCharacterLimit(5000)
        composer.draw(in: canvas, top: 0, rows: 3, columns: 40)
        // then
        #expect(canvas.renderedText().contains("12/5000"))
    }
}
