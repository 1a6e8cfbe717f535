import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ChangeBroadcastTests {
    /// What each listener heard, in the order heard.
    private final class Ears {
        var heard: [String] = []
    }

    @Test func testThatEveryListenerHearsAChange() {
        // given
        let broadcast = ChangeBroadcast<Int>()
        let ears = Ears()
        _ = broadcast.listen { ears.heard.append("first \($0)") }
        _ = broadcast.listen { ears.heard.append("second \($0)") }
        // when
        broadcast.tell(7)
        // then
        #expect(ears.heard.sorted() == ["first 7", "second 7"])
    }

    @Test func testThatAListenerHearsOnlyWhatWasToldAfterItStarted() {
        // given
        let broadcast = ChangeBroadcast<Int>()
        let ears = Ears()
        broadcast.tell(1)
        _ = broadcast.listen { ears.heard.append("\($0)") }
        // when
        broadcast.tell(2)
        // then
        #expect(ears.heard == ["2"])
    }

    @Test func testThatAListenerThatStoppedHearsNothing() {
        // given
        let broadcast = ChangeBroadcast<Int>()
        let ears = Ears()
        let listener = broadcast.listen { ears.heard.append("\($0)") }
        // when
        broadcast.stopListening(listener)
        broadcast.tell(3)
        // then
        #expect(ears.heard.isEmpty)
    }

    @Test func testThatAChangeMadeWhileHearingOneIsToldToEveryoneAfterIt() {
        // given: one listener answers 1 with 2; the other writes down what it hears
        let broadcast = ChangeBroadcast<Int>()
        let ears = Ears()
        _ = broadcast.listen { if $0 == 1 { broadcast.tell(2) } }
        _ = broadcast.listen { ears.heard.append("\($0)") }
        // when
        broadcast.tell(1)
        // then
        #expect(ears.heard == ["1", "2"])
    }
}
