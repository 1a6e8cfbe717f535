import TerminalUI
import Testing

@testable import Tintype
@testable import TintypeApp

struct KeysAwaitingComposerTests {
    @Test func testThatHeldKeysComeOutInTheOrderTyped() {
        // given
        var keys = KeysAwaitingComposer(isAwaiting: true)
        for key: KeyEvent in [.character("h"), .character("q"), .enter] { keys.hold(key) }
        // when
        let released = keys.release()
        // then
        #expect(released == [.character("h"), .character("q"), .enter])
    }

    @Test func testThatReleasingEndsTheWait() {
        // given
        var keys = KeysAwaitingComposer()
        keys.startAwaiting()
        // when
        _ = keys.release()
        // then
        #expect(!keys.isAwaiting)
    }

    @Test func testThatKeysBeyondTheCapacityAreDropped() {
        // given
        var keys = KeysAwaitingComposer(isAwaiting: true)
        // when
        for _ in 0...KeysAwaitingComposer.capacity { keys.hold(.character("a")) }
        // then
        #expect(keys.release().count == KeysAwaitingComposer.capacity)
    }
}
