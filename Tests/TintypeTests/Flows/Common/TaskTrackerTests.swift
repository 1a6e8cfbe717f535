import Testing

@testable import Tintype

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
}
