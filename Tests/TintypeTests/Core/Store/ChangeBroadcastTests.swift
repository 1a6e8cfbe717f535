import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct ChangeBroadcastTests {
    @Test func testThatEveryReaderHearsAChange() async {
        // given
        let broadcast = ChangeBroadcast<Int>()
        var first = broadcast.changes().makeAsyncIterator()
        var second = broadcast.changes().makeAsyncIterator()
        // when
        broadcast.tell(7)
        let heard = [await first.next(), await second.next()]
        // then
        #expect(heard == [7, 7])
    }

    @Test func testThatAReaderHearsOnlyWhatWasToldAfterItStarted() async {
        // given
        let broadcast = ChangeBroadcast<Int>()
        broadcast.tell(1)
        var reader = broadcast.changes().makeAsyncIterator()
        // when
        broadcast.tell(2)
        // then
        #expect(await reader.next() == 2)
    }
}
