import Testing

@testable import Tintype
@testable import TintypeApp

struct TabKeyMapTests {
    @Test func testThatADigitNamesItsPosition() {
        // given
        // when
        let action = TabKeyMap.keyMap.action(for: .character("3"))
        // then
        #expect(action == .position(3))
    }

    @Test func testThatShiftTabGoesBack() {
        // given
        // when
        let action = TabKeyMap.keyMap.action(for: .backTab)
        // then
        #expect(action == .previous)
    }

    @Test func testThatZeroIsNoTab() {
        // given
        // when
        let action = TabKeyMap.keyMap.action(for: .character("0"))
        // then
        #expect(action == nil)
    }

    @Test func testThatTheHelpEndsWithQuitting() {
        // given
        // when
        let last = TabKeyMap.helpEntries.last
        // then
        #expect(last == KeyHelpEntry(keys: "Ctrl-C", action: "quit, from anywhere"))
    }
}
