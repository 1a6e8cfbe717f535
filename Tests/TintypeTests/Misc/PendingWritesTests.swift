import Testing

@testable import Tintype
@testable import TintypeApp

struct PendingWritesTests {
    @Test func testThatFinishWaitsForAWriteUnderWay() async {
        // given
        let writes = PendingWrites()
        let done = LockedList<String>()
        writes.track(file: "draft") {
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
        writes.track(file: "draft") { try? await Task.sleep(for: .seconds(3600)) }
        let done = LockedList<String>()
        // when
        await writes.finish(within: .milliseconds(50))
        done.append("finished")
        // then
        #expect(done.items == ["finished"])
    }

    @Test func testThatWritesOfOneFileLandInTheOrderTheyWereMade() async {
        // given: the first write is slow, the second quick
        let writes = PendingWrites()
        let landed = LockedList<String>()
        writes.track(file: "draft") {
            try? await Task.sleep(for: .milliseconds(50))
            landed.append("older")
        }
        writes.track(file: "draft") { landed.append("newer") }
        // when
        await writes.finish()
        // then
        #expect(landed.items == ["older", "newer"])
    }

    @Test func testThatSettlingAFileWaitsForItsWriteUnderWay() async {
        // given: a slow write of the draft
        let writes = PendingWrites()
        let landed = LockedList<String>()
        writes.track(file: "draft") {
            try? await Task.sleep(for: .milliseconds(50))
            landed.append("draft")
        }
        // when
        await writes.settle(file: "draft")
        landed.append("settled")
        // then
        #expect(landed.items == ["draft", "settled"])
    }

    @Test func testThatWritesOfOtherFilesDoNotWaitForEachOther() async {
        // given: the reply's write lands only once the post's has (or gives up after a while)
        let writes = PendingWrites()
        let landed = LockedList<String>()
        writes.track(file: "reply-1") {
            let deadline = ContinuousClock.now + .seconds(10)
            while !landed.items.contains("post"), ContinuousClock.now < deadline { await Task.yield() }
            landed.append("reply")
        }
        writes.track(file: "new-post") { landed.append("post") }
        // when
        await writes.finish()
        // then
        #expect(landed.items == ["post", "reply"])
    }
}
