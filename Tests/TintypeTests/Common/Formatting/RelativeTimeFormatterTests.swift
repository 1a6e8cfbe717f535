import Foundation
import Testing

@testable import Tintype

struct RelativeTimeFormatterTests {
    let formatter = RelativeTimeFormatter(now: Date(timeIntervalSince1970: 10_000_000))

    @Test func testThatSecondsReadAsNow() {
        // given
        let date = Date(timeIntervalSince1970: 10_000_000 - 30)
        // when
        let text = formatter.string(for: date)
        // then
        #expect(text == "now")
    }

    @Test func testThatMinutesReadAsM() {
        // given
        let date = Date(timeIntervalSince1970: 10_000_000 - 5 * 60)
        // when
        let text = formatter.string(for: date)
        // then
        #expect(text == "5m")
    }

    @Test func testThatDaysReadAsD() {
        // given
        let date = Date(timeIntervalSince1970: 10_000_000 - 3 * 86_400)
        // when
        let text = formatter.string(for: date)
        // then
        #expect(text == "3d")
    }

    @Test func testThatFutureDateFromASkewedClockReadsAsNow() {
        // given
        let date = Date(timeIntervalSince1970: 10_000_000 + 120)
        // when
        let text = formatter.string(for: date)
        // then
        #expect(text == "now")
    }

    @Test func testThatDateOverAYearOldReadsAsADay() {
        // given
        let twoYearsLater = RelativeTimeFormatter(now: Date(timeIntervalSince1970: 2 * 365 * 86_400))
        let date = Date(timeIntervalSince1970: 0)
        // when
        let text = twoYearsLater.string(for: date)
        // then
        #expect(text == "1970-01-01")
    }
}
