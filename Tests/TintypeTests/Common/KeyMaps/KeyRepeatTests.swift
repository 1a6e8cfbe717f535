import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct KeyRepeatTests {
    @Test func testThatTheSameKeyNextIsARepeat() {
        // given
        var keys = KeyRepeat()
        _ = keys.isRepeat(.character("X"))
        // when
        let isRepeat = keys.isRepeat(.character("X"))
        // then
        #expect(isRepeat)
    }

    @Test func testThatAResizeBetweenLeavesTheRepeat() {
        // given
        var keys = KeyRepeat()
        _ = keys.isRepeat(.character("X"))
        _ = keys.isRepeat(.resize)
        // when
        let isRepeat = keys.isRepeat(.character("X"))
        // then
        #expect(isRepeat)
    }

    @Test func testThatAKeyTakenElsewhereMakesTheNextAFirst() {
        // given
        var keys = KeyRepeat()
        _ = keys.isRepeat(.character("X"))
        keys.forget()
        // when
        let isRepeat = keys.isRepeat(.character("X"))
        // then
        #expect(!isRepeat)
    }
}
