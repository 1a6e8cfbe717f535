import Testing

@testable import TerminalUI

struct PasteFilterTests {
    private func filtered(_ keys: [KeyEvent]) -> [KeyEvent] {
        var filter = PasteFilter()
        return keys.compactMap { filter.filter($0) }
    }

    @Test func testThatAnEscapeInsideAPasteIsDropped() {
        // given
        let keys: [KeyEvent] = [.pasteStart, .character("a"), .escape, .character("l"), .pasteEnd]
        // when
        let handed = filtered(keys)
        // then
        #expect(handed == [.pasteStart, .character("a"), .character("l"), .pasteEnd])
    }

    @Test func testThatACtrlCInsideAPasteDoesNotQuit() {
        // given
        let keys: [KeyEvent] = [.pasteStart, .control("c"), .pasteEnd]
        // when
        let handed = filtered(keys)
        // then
        #expect(handed == [.pasteStart, .pasteEnd])
    }

    @Test func testThatPastedLineBreaksStayText() {
        // given
        let keys: [KeyEvent] = [.pasteStart, .character("a"), .enter, .character("b"), .pasteEnd]
        // when
        let handed = filtered(keys)
        // then
        #expect(handed == keys)
    }

    @Test func testThatAnEscapeTypedAfterThePasteStillWorks() {
        // given
        let keys: [KeyEvent] = [.pasteStart, .character("a"), .pasteEnd, .escape]
        // when
        let handed = filtered(keys)
        // then
        #expect(handed.last == .escape)
    }
}
