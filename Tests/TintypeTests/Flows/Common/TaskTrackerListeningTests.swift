import Testing

@testable import Tintype

@MainActor
struct TaskTrackerListeningTests {
    let store = PostStore()
    let work = TaskTracker()

    /// What the work heard, in order.
    private final class Ears {
        var heard: [PostStoreChange] = []
    }

    @Test func testThatAChangeIsHeardBeforeTheCallThatMadeItReturns() {
        // given
        let ears = Ears()
        work.listen(to: store) { ears.heard.append($0) }
        // when
        store.remove(originalId: "7")
        // then
        #expect(ears.heard == [.removed(originalId: "7")])
    }

    @Test func testThatCancelledWorkHearsNothing() {
        // given
        let ears = Ears()
        work.listen(to: store) { ears.heard.append($0) }
        // when
        work.cancelAll()
        store.remove(originalId: "7")
        // then
        #expect(ears.heard.isEmpty)
    }

    @Test func testThatCancelledWorkStopsListening() async {
        // given
        work.listen(to: store) { _ in }
        // when
        work.cancelAll()
        await work.idle()
        // then
        #expect(store.listenerCount == 0)
    }
}
