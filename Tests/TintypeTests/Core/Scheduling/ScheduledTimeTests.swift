import Foundation
import Testing

@testable import Tintype

struct ScheduledTimeTests {
    let now = Date(timeIntervalSince1970: 1_796_033_700)

    @Test func testThatATimeFarAheadIsSentAsAsked() {
        // given
        let asked = now.addingTimeInterval(7200)
        // when
        let sent = ScheduledTime.sendingTime(for: asked, now: now)
        // then
        #expect(sent == asked)
    }

    @Test func testThatATimeTheServerWouldFindTooNearIsMovedToTheSoonestItTakes() {
        // given: asked for in 5 minutes, sent a minute later (the outbox waited)
        let asked = now.addingTimeInterval(240)
        // when
        let sent = ScheduledTime.sendingTime(for: asked, now: now)
        // then
        #expect(sent == now.addingTimeInterval(ScheduledTime.soonestLead + ScheduledTime.journey))
    }

    @Test func testThatATimeGoneByIsPublishedNow() {
        // given: the outbox could not send it before its time
        let asked = now.addingTimeInterval(-60)
        // when
        let sent = ScheduledTime.sendingTime(for: asked, now: now)
        // then
        #expect(sent == nil)
    }
}
