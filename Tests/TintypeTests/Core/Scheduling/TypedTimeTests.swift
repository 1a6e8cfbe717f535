import Foundation
import Testing

@testable import Tintype

struct TypedTimeTests {
    /// 2026-11-30 10:15 UTC.
    let now = Date(timeIntervalSince1970: 1_796_033_700)
    let utc = TimeZone(identifier: "UTC")!

    private func read(_ typed: String, in zone: TimeZone? = nil) -> Result<Date, TypedTime.Problem> {
        TypedTime.read(typed, now: now, timeZone: zone ?? utc)
    }

    @Test func testThatALengthIsCountedFromNow() {
        #expect(read("2h") == .success(now.addingTimeInterval(7200)))
    }

    @Test func testThatALengthMayBeWrittenWithIn() {
        #expect(read("in 3d") == .success(now.addingTimeInterval(3 * 86_400)))
    }

    @Test func testThatATimeOfDayStillAheadIsToday() {
        #expect(read("18:30") == .success(Date(timeIntervalSince1970: 1_796_063_400)))
    }

    @Test func testThatATimeOfDayGoneByIsTomorrow() {
        #expect(read("9:00") == .success(Date(timeIntervalSince1970: 1_796_115_600)))
    }

    @Test func testThatTomorrowIsTheNextDayEvenWhenTheTimeIsStillAheadToday() {
        #expect(read("tomorrow 18:30") == .success(Date(timeIntervalSince1970: 1_796_149_800)))
    }

    @Test func testThatADayAndTimeAreReadInThePersonsZone() {
        // given: Berlin is an hour ahead of UTC in winter
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        // when
        let date = read("2026-12-24 09:00", in: berlin)
        // then: 08:00 UTC
        #expect(date == .success(Date(timeIntervalSince1970: 1_798_099_200)))
    }

    @Test func testThatATimeGoneByIsSaidToBePast() {
        #expect(read("2026-11-28 10:00") == .failure(.past))
    }

    @Test func testThatATimeTooNearIsSaidToBeTooSoon() {
        #expect(read("2m") == .failure(.tooSoon))
    }

    @Test func testThatFiveMinutesAheadIsFarEnough() {
        #expect(read("5m") == .success(now.addingTimeInterval(300)))
    }

    @Test func testThatADayTheMonthDoesNotHaveIsUnreadable() {
        #expect(read("2027-04-31 10:00") == .failure(.unreadable))
    }

    @Test func testThatWordsAreUnreadable() {
        #expect(read("next tuesday") == .failure(.unreadable))
    }

    @Test func testThatAYearFarAheadIsTaken() {
        #expect((try? read("2090-01-01 00:00").get()) != nil)
    }
}
