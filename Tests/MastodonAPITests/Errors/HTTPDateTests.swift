import Foundation
import Testing

@testable import MastodonAPI

struct HTTPDateTests {
    /// Sun, 06 Nov 1994 08:49:37 GMT, the RFC's own example.
    private let example = Date(timeIntervalSince1970: 784_111_777)

    @Test func testThatTheIMFFixdateIsRead() {
        // given
        let text = "Sun, 06 Nov 1994 08:49:37 GMT"
        // when
        let date = HTTPDate.parse(text)
        // then
        #expect(date == example)
    }

    @Test func testThatTheObsoleteRFC850FormIsRead() {
        // given
        let text = "Sunday, 06-Nov-94 08:49:37 GMT"
        // when
        let date = HTTPDate.parse(text)
        // then
        #expect(date == example)
    }

    @Test func testThatTheAsctimeFormWithAPaddedDayIsRead() {
        // given
        let text = "Sun Nov  6 08:49:37 1994"
        // when
        let date = HTTPDate.parse(text)
        // then
        #expect(date == example)
    }

    @Test func testThatATwoDigitYearBeforeSeventyIsThisCentury() {
        // given
        let text = "Friday, 15-Jan-27 08:00:30 GMT"
        // when
        let date = HTTPDate.parse(text)
        // then
        #expect(date == Date(timeIntervalSince1970: 1_800_000_030))
    }

    @Test func testThatAnotherTimeZoneIsRefused() {
        // given
        let text = "Sun, 06 Nov 1994 08:49:37 CET"
        // when
        let date = HTTPDate.parse(text)
        // then
        #expect(date == nil)
    }

    @Test func testThatAnUnknownMonthIsRefused() {
        // given
        let text = "Sun, 06 Nox 1994 08:49:37 GMT"
        // when
        let date = HTTPDate.parse(text)
        // then
        #expect(date == nil)
    }

    @Test func testThatAnHourPastTheDayIsRefused() {
        // given
        let text = "Sun, 06 Nov 1994 24:49:37 GMT"
        // when
        let date = HTTPDate.parse(text)
        // then
        #expect(date == nil)
    }
}
