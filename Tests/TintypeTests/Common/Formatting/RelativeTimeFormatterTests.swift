import Foundation
import Localisation
import MastodonAPI
import Testing

@testable import Tintype
@testable import TintypeApp

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

    @Test func testThatADateFarInThePastReadsAsItsDay() {
        // given: the earliest time a server's four-digit year can say
        let date = MastodonDate.parse("0001-01-01T00:00:00Z")!
        // when
        let age = formatter.string(for: date)
        // then
        #expect(age == "0001-01-01")
    }

    @Test func testThatADateFarInTheFutureReadsAsNow() {
        // given
        let date = MastodonDate.parse("9999-12-31T23:59:59Z")!
        // when
        let phrase = formatter.phrase(for: date)
        // then
        #expect(phrase == Strings.justNow)
    }
}
