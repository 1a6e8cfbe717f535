import Testing

@testable import TerminalUI

struct MouseEventTests {
    @Test func testThatALeftPressIsAClickWhereItWasCountedFromZero() {
        // when
        let event = MouseEvent(code: 0, column: 10, row: 3, isRelease: false)
        // then
        #expect(event == MouseEvent(action: .press(button: 0), row: 2, column: 9) && event?.isClick == true)
    }

    @Test func testThatTheWheelTurnedDownIsRead() {
        // when
        let event = MouseEvent(code: 65, column: 1, row: 1, isRelease: false)
        // then
        #expect(event?.action == .wheelDown)
    }

    @Test func testThatTheWheelTurnedUpIsRead() {
        // when
        let event = MouseEvent(code: 64, column: 1, row: 1, isRelease: false)
        // then
        #expect(event?.action == .wheelUp)
    }

    @Test func testThatAReleaseIsNoClick() {
        // when
        let event = MouseEvent(code: 0, column: 5, row: 5, isRelease: true)
        // then
        #expect(event?.action == .release && event?.isClick == false)
    }

    @Test func testThatAClickWithCtrlHeldIsNoPlainClick() {
        // when
        let event = MouseEvent(code: 16, column: 5, row: 5, isRelease: false)
        // then
        #expect(event?.isClick == false)
    }

    @Test func testThatAMoveWithTheButtonHeldIsADrag() {
        // when
        let event = MouseEvent(code: 32, column: 5, row: 5, isRelease: false)
        // then
        #expect(event?.action == .drag)
    }

    @Test func testThatAPlaceOffTheScreenIsNoEvent() {
        // when
        let event = MouseEvent(code: 0, column: 0, row: 4, isRelease: false)
        // then
        #expect(event == nil)
    }
}
