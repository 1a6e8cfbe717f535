import Testing

@testable import Tintype

struct PendingWritesTests {
    @Test func testThatFinishWaitsForAWriteUnderWay() async {
        // given
        let writes = PendingWrites()
        let done = LockedList<String>()
        writes.track {
            await Task.yield()
            done.append("draft")
        }
        // when
        await writes.finish()
        // then
        #expect(done.items == ["draft"])
    }

    @Test func testThatAStuckWriteDoesNotHoldTheExitForGood() async {
        // given
        let writes = PendingWrites()
        writes.track { try? await Task.sleep(for: .seconds(3600)) }
        let done = LockedList<String>()
        // when
        await writes.finish(within: .milliseconds(50))
        done.append("finished")
        // then
        #expect(done.items == ["finished"])
    }
}
