import Testing

@testable import Tintype
@testable import TintypeApp

@MainActor
struct TaskTrackerTests {
    @Test func testThatIdleWaitsForWorkStartedByOtherWork() async {
        // given
        let tracker = TaskTracker()
        var finished: [String] = []
        tracker.start {
            await Task.yield()
            tracker.start {
                await Task.yield()
                finished.append("inner")
            }
            finished.append("outer")
        }
        // when
        await tracker.idle()
        // then
        #expect(finished == ["outer", "inner"])
    }

    @Test func testThatAFinishedTaskIsNotKept() async {
        // given
        let tracker = TaskTracker()
        let task = tracker.start {}
        // when
        await task.value
        await Task.yield()
        // then
        #expect(tracker.count == 0)
    }

    @Test func testThatCancellingStopsTheWorkUnderWay() async {
        // given
        let tracker = TaskTracker()
        var sawCancellation = false
        let task = tracker.start {
            try? await Task.sleep(for: .seconds(60))
            sawCancellation = Task.isCancelled
        }
        // when
        tracker.cancelAll()
        await task.value
        // then
        #expect(sawCancellation && tracker.count == 0)
    }

    @Test func testThatANewTaskInASlotCancelsTheOldOne() async {
        // given
        let tracker = TaskTracker()
        var sawCancellation = false
        let older = tracker.start(inSlot: "thread") {
            try? await Task.sleep(for: .seconds(60))
            sawCancellation = Task.isCancelled
        }
        // when
        tracker.start(inSlot: "thread") {}
        await older.value
        // then
        #expect(sawCancellation)
    }

    @Test func testThatATaskInAnotherSlotKeepsGoing() async {
        // given
        let tracker = TaskTracker()
        var sawCancellation = true
        let other = tracker.start(inSlot: "stream") {
            await Task.yield()
            sawCancellation = Task.isCancelled
        }
        // when
        tracker.start(inSlot: "thread") {}
        await other.value
        // then
        #expect(!sawCancellation)
    }

    @Test func testThatLastingWorkIsNotCancelledWithTheRest() async {
        // given
        let tracker = TaskTracker()
        var sawCancellation = true
        let lasting = tracker.startLasting {
            await Task.yield()
            sawCancellation = Task.isCancelled
        }
        // when
        tracker.cancelAll()
        await lasting.value
        // then
        #expect(!sawCancellation)
    }
}
